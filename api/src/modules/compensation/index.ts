/** What other modules may use of the compensation engine. */
export { compensationBenchmarks } from './compensation-engine'
