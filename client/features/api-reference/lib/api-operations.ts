import type { OpenApiDocument } from '@server/openapi/openapi-document';

// The API document read as the reference page shows it: sections of endpoints, each with its
// parameters and body as rows of fields.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
  additionalProperties?: boolean | JsonSchema;
};

export type Access = 'anyone' | 'members' | 'staff' | 'admins';

export type Field = { name: string; type: string; required: boolean; notes: string[] };

export type ApiOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  access?: Access;
  parameters: (Field & { in: string })[];
  // One table per accepted body (a route may accept one of several).
  bodies: Field[][];
  responses: { status: string; description: string }[];
};

export type ApiSection = { name: string; description: string; operations: ApiOperation[] };

type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  'x-access'?: Access;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string }>;
};

const TYPE_WORDS: Record<string, string> = { string: 'text', integer: 'whole number', boolean: 'true or false' };

const quoted = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

export function typeOf(schema: JsonSchema): string {
  if (schema.enum) return 'text';
  if (schema.const !== undefined) return quoted(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const named = alternatives.filter((alternative) => alternative.type !== 'null').map(typeOf);
    return [...new Set(named)].join(' or ') || 'null';
  }
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (type): type is string => Boolean(type) && type !== 'null',
  );
  if (types[0] === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (types.length === 0) return 'any';
  return types.map((type) => TYPE_WORDS[type] ?? type).join(' or ');
}

const acceptsNull = (schema: JsonSchema): boolean =>
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  Boolean(
    (schema.anyOf ?? schema.oneOf)?.some((alternative) => alternative.type === 'null' || acceptsNull(alternative)),
  );

export function notesOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  const values = schema.enum ?? alternatives.flatMap((alternative) => alternative.enum ?? []);
  if (values.length > 0) notes.push(`One of ${values.map(quoted).join(', ')}`);
  const limits = [schema, ...alternatives, ...(schema.items ? [schema.items] : [])];
  for (const part of limits) {
    if (part.minLength !== undefined && part.maxLength !== undefined) {
      notes.push(`${part.minLength} to ${part.maxLength} characters`);
    } else if (part.maxLength !== undefined) notes.push(`At most ${part.maxLength} characters`);
    else if (part.minLength !== undefined) notes.push(`At least ${part.minLength} characters`);
    if (part.minimum !== undefined && part.maximum !== undefined) notes.push(`From ${part.minimum} to ${part.maximum}`);
    else if (part.minimum !== undefined) notes.push(`At least ${part.minimum}`);
    else if (part.maximum !== undefined) notes.push(`At most ${part.maximum}`);
    if (part.format) notes.push(`Format: ${part.format}`);
    else if (part.pattern) notes.push(`Pattern: ${part.pattern}`);
  }
  if (schema.maxItems !== undefined) notes.push(`At most ${schema.maxItems} items`);
  if (acceptsNull(schema)) notes.push('May be null');
  if (schema.default !== undefined) notes.push(`Default: ${quoted(schema.default)}`);
  if (schema.description) notes.push(schema.description);
  return [...new Set(notes)];
}

// The fields of an object schema, nested objects as dotted names.
export function fieldsOf(schema: JsonSchema, prefix = ''): Field[] {
  if (!schema.properties)
    return prefix ? [] : [{ name: '(body)', type: typeOf(schema), required: true, notes: notesOf(schema) }];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const field = {
      name: `${prefix}${name}`,
      type: typeOf(property),
      required: required.has(name),
      notes: notesOf(property),
    };
    return property.properties ? [field, ...fieldsOf(property, `${field.name}.`)] : [field];
  });
}

function operationOf(method: string, path: string, raw: RawOperation): ApiOperation {
  const body = raw.requestBody?.content?.['application/json']?.schema;
  return {
    id: raw.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: raw.summary ?? '',
    description: raw.description?.replace(/\n*\*\*Who may call it:\*\*.*$/s, '') || undefined,
    access: raw['x-access'],
    parameters: (raw.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      type: parameter.schema ? typeOf(parameter.schema) : 'text',
      required: Boolean(parameter.required),
      notes: parameter.schema ? notesOf({ ...parameter.schema, description: parameter.description }) : [],
    })),
    bodies: body ? (body.oneOf ?? [body]).map((alternative) => fieldsOf(alternative)) : [],
    responses: Object.entries(raw.responses ?? {}).map(([status, response]) => ({
      status,
      description: response.description ?? '',
    })),
  };
}

export function sectionsOf(document: OpenApiDocument): ApiSection[] {
  const sections = new Map<string, ApiSection>(
    document.tags.map((tag) => [tag.name, { name: tag.name, description: tag.description, operations: [] }]),
  );
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(operations) as [string, RawOperation][]) {
      const name = raw.tags?.[0] ?? 'Other';
      const section = sections.get(name) ?? { name, description: '', operations: [] };
      section.operations.push(operationOf(method, path, raw));
      sections.set(name, section);
    }
  }
  return [...sections.values()].filter((section) => section.operations.length > 0);
}

export function matches(operation: ApiOperation, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text =
    `${operation.method} ${operation.path} ${operation.summary} ${operation.description ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
