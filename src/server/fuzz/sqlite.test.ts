import { fuzzEveryOperation } from './fuzzGate';

fuzzEveryOperation('sqlite');
