// Test helpers of the browser apps (`@asp/web-kit/testing`, tests only): a real HTTP
// server on 127.0.0.1 that scripts the service's answers, the fetch jsdom lacks, and
// the back office's render set-up with a data router.
export { nodeFetch } from './node-fetch';
export { startTestHttpServer } from './test-http-server';
export type { SeenRequest, TestReply } from './test-http-server';
export { withApiTestServer } from './api-test-server';
