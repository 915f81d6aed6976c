// The contract is read by src/contract/spec.ts; the project root is where it was found.
export { projectRoot } from '../../contract/spec';
