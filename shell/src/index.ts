// The shell's entry. The shared singletons are the shell's own eager copies, in its initial chunks
// (shared-vendor.js and main.js), so nothing waits for Module Federation to negotiate them first.
import { reportStartFailure, startPortal } from './bootstrap';

startPortal().catch(reportStartFailure);
