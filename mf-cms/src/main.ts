// Async boundary: the shared singletons (react & co.) are negotiated before any app code runs.
import('./bootstrap');
