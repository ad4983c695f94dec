// The entry of a page the server sent drawn (decision 620): the app's code (the entry named in
// `data-entry` on <html>) is asked for once the browser has painted the page as it came, so on a
// slow phone the page's picture and text are not held behind the download and run of the
// scripts that make them interactive. A member's page (marked by the page gate) starts at once.
const entry = document.documentElement.dataset.entry;
const start = () => import(entry);
if (entry) {
  if (document.documentElement.hasAttribute('data-session')) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
