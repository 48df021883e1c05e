import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// A public page comes prerendered (src/web/prerender.tsx): React takes over its HTML, as a transition so
// that the work yields to the browser every few milliseconds (a slow phone stays responsive; TBT). Others
// start empty.
if (root.firstChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
