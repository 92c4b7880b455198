// spec §8 error mapper: validation issues are joined by commas (each message once).
export function joinIssueMessages(messages: readonly string[]): string {
  return [...new Set(messages)].join(', ');
}

export function schemaMessage(error: { issues: readonly { message: string }[] }): string {
  return joinIssueMessages(error.issues.map((issue) => issue.message));
}
