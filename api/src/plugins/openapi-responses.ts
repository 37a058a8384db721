/**
 * Answers and bodies that are not JSON, for a route's `detail` (the document cannot read them
 * from a zod schema): `detail: { summary, operationId, ...FILE_ANSWER_DOCS }`.
 *
 * Typed as `object`: Elysia types `detail` with OpenAPI 3.0 schema objects, which lack the 3.1
 * keywords used here (`contentMediaType`); spreading an `object` adds nothing to check.
 */
const binary = (mediaType: string) => ({ [mediaType]: { schema: { type: 'string', contentMediaType: mediaType } } })

export const FILE_ANSWER_DOCS: object = {
  responses: {
    200: { description: 'The file, with its own content type', content: binary('application/octet-stream') },
    206: { description: 'The requested byte range of the file', content: binary('application/octet-stream') },
  },
}

export const PDF_ANSWER_DOCS: object = {
  responses: { 200: { description: 'The PDF', content: binary('application/pdf') } },
}

export const HTML_ANSWER_DOCS: object = {
  responses: { 200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
}

export const REDIRECT_ANSWER_DOCS: object = {
  responses: {
    302: {
      description: 'A redirect',
      headers: { Location: { description: 'Where to go next', schema: { type: 'string' } } },
    },
  },
}

/** PUT of raw bytes to a one-time upload URL (the type is read from the content, the size while streaming). */
export const RAW_UPLOAD_BODY_DOCS: object = {
  requestBody: { required: true, content: binary('application/octet-stream') },
}

/** POST guest/temp-files: a multipart form (media/temp-files.ts reads these fields). */
export const TEMP_FILE_BODY_DOCS: object = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', contentMediaType: 'application/octet-stream' },
            fileName: { type: 'string', maxLength: 255 },
            type: { type: 'string', description: 'The upload kind (default resume)' },
            parseResume: { type: 'string', enum: ['true', 'false'] },
          },
        },
      },
    },
  },
}

/** POST files/upload-inbound-picture: a multipart form with the picture. */
export const INBOUND_PICTURE_BODY_DOCS: object = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      },
    },
  },
}
