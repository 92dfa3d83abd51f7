// export-server: serves GET /api/orders/export?count=N on loopback.
//
//   export-server [PORT]     (default: an ephemeral port, printed on start)
#include <cstdio>
#include <cstdlib>

#include "export_server.hpp"

int main(int argc, char** argv) {
  httplib::Server server;
  export_server::install(server);
  const int wanted = argc > 1 ? std::atoi(argv[1]) : 0;
  const int port = wanted > 0 ? (server.bind_to_port("127.0.0.1", wanted) ? wanted : -1)
                              : server.bind_to_any_port("127.0.0.1");
  if (port <= 0) {
    std::fprintf(stderr, "export-server: cannot bind to 127.0.0.1\n");
    return 1;
  }
  std::printf("listening on http://127.0.0.1:%d/api/orders/export?count=N\n", port);
  std::fflush(stdout);
  return server.listen_after_bind() ? 0 : 1;
}
