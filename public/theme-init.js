// Runs before the page paints: the stored choice wins, otherwise the system preference.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem("theme");
  } catch {
    stored = null;
  }
  const dark =
    stored === "dark" || (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();
