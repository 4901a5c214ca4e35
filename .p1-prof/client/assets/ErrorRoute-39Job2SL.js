import { i as ServerErrorScreen } from "./index-z8szgiez.js";
import { t as require_jsx_runtime } from "./jsx-runtime-EQXuroYZ.js";
// src/app/ErrorRoute.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The /error route's screen (its own module so the route table can load it lazily like the others). */
function ErrorRouteScreen() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ServerErrorScreen, {});
}
export { ErrorRouteScreen };

//# sourceMappingURL=ErrorRoute-39Job2SL.js.map