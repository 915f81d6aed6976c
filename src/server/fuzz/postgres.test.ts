import { engines } from '../test/helpers';
import { fuzzEveryOperation } from './fuzzGate';

fuzzEveryOperation('postgres', engines().includes('postgres') ? describe : describe.skip);
