export * from './guest-link'
export * from './rules'
