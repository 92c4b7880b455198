// D1: the product's name is configurable (APP_NAME); the server writes it into the page.
export function appName(): string {
  if (typeof document === 'undefined') return 'Backline';
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content || 'Backline';
}
