import { StrictMode } from "react";
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

// A public page comes prerendered (src/web/prerender.tsx): React takes over its HTML. Others start empty.
if (root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
