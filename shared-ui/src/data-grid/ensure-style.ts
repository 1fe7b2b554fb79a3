/**
 * Adds a `<style>` with `css` to the document's head once per `id`: the kit's few global rules (focus rings, hover
 * reveals) that antd's tokens do not cover, shared by every grid of the page.
 */
export function ensureStyle(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
