import nock from 'nock';

// nock state leaks between test files that share a worker. Each file imports its own copy of nock,
// which activates itself on import; restoring it after the file (and never re-activating the old
// copy) keeps interceptors from piling up on the shared net.Socket and breaking real connections.
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  nock.restore();
});
