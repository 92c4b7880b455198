// D1: the product's name is configurable (APP_NAME). In the browser it is read from the page
// the server wrote; while the server renders a page (D28), the server sets it.
let serverAppName: string | undefined;

export function setServerAppName(name: string): void {
  serverAppName = name;
}

export function appName(): string {
  if (typeof document === 'undefined') return serverAppName ?? 'Backline';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content || 'Backline';
}
