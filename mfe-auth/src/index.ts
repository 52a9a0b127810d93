// Standalone entry: shared modules are negotiated before ./bootstrap runs.
import('./bootstrap');
