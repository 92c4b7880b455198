// What a baseline handler answers: a status and a body sent as JSON.
export type Answer = { status: number; body: unknown };

export const notFound: Answer = { status: 404, body: { error: 'not found' } };
