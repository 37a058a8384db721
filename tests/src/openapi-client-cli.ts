/** `bun run openapi:client`: regenerates shared/src/client/openapi.d.ts from the live OpenAPI document. */
import { writeFileSync } from 'node:fs'
import { CLIENT_TYPES_PATH, generateClientTypes, liveDocument } from './helpers/openapi-client'

writeFileSync(CLIENT_TYPES_PATH, await generateClientTypes(await liveDocument()))
console.log(`wrote ${CLIENT_TYPES_PATH}`)
process.exit(0)
