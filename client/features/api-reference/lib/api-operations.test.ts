import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@server/openapi/openapi-document';
import { fieldsOf, matches, notesOf, sectionsOf, typeOf } from './api-operations';

const document = {
  openapi: '3.1.0',
  info: { title: 'Backline API', version: '1.0.0' },
  tags: [
    { name: 'Server', description: 'Health.' },
    { name: 'Back office', description: 'The admin area.' },
  ],
  components: {},
  paths: {
    '/api/admin/team': {
      post: {
        operationId: 'postAdminTeam',
        summary: 'Give an existing account a team role',
        description: 'Adds a grant.\n\n**Who may call it:** Admins only.',
        tags: ['Back office'],
        'x-access': 'admins',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  email: { type: 'string', minLength: 1, maxLength: 254 },
                  role: { type: 'string', enum: ['reviewer', 'admin'], default: 'reviewer' },
                },
                required: ['email'],
              },
            },
          },
        },
        responses: { '201': { description: 'Success.' } },
      },
    },
  },
} as unknown as OpenApiDocument;

describe('the API reference', () => {
  it('reads sections of endpoints with their body fields and who may call them', () => {
    const [section, ...rest] = sectionsOf(document);
    expect(rest).toEqual([]);
    expect(section?.name).toBe('Back office');
    const operation = section?.operations[0];
    expect(operation).toMatchObject({
      method: 'POST',
      path: '/api/admin/team',
      access: 'admins',
      // "Who may call it" is shown as a badge, not repeated in the text.
      description: 'Adds a grant.',
      responses: [{ status: '201', description: 'Success.' }],
    });
    expect(operation?.bodies).toEqual([
      [
        { name: 'email', type: 'text', required: true, notes: ['1 to 254 characters'] },
        { name: 'role', type: 'text', required: false, notes: ['One of "reviewer", "admin"', 'Default: "reviewer"'] },
      ],
    ]);
  });

  it('words types and rules for people', () => {
    expect(typeOf({ anyOf: [{ type: 'integer', minimum: 13 }, { type: 'null' }] })).toBe('whole number');
    expect(typeOf({ type: 'array', items: { type: 'string', format: 'uuid' } })).toBe('list of text');
    expect(notesOf({ anyOf: [{ type: 'string', maxLength: 30 }, { type: 'null' }] })).toEqual([
      'At most 30 characters',
      'May be null',
    ]);
    expect(
      fieldsOf({
        type: 'object',
        properties: { applicationData: { type: 'object', properties: { artistName: { type: 'string' } } } },
        required: ['applicationData'],
      }).map((field) => field.name),
    ).toEqual(['applicationData', 'applicationData.artistName']);
  });

  it('finds endpoints by every word searched, in path or words', () => {
    const operation = sectionsOf(document)[0]?.operations[0];
    if (!operation) throw new Error('no operation');
    expect(matches(operation, 'team ROLE')).toBe(true);
    expect(matches(operation, 'team opportunities')).toBe(false);
  });
});
