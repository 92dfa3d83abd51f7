// export-server: serves GET /api/orders/export?count=N on loopback, with an
// access log on stderr (one line per request).
//
//   export-server [PORT]     PORT from 1 to 65535 (default: an ephemeral
//                            port); the address is printed on stdout
//   export-server --help     this text
#include <charconv>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>

#include "export_server.hpp"

namespace {

constexpr const char* usage_text =
    "usage: export-server [PORT]\n"
    "  serves GET /api/orders/export?count=N on 127.0.0.1:PORT (1 to 65535; default: any free port)\n"
    "  and logs one line per request on stderr\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "export-server: %s\n%s", message.c_str(), usage_text);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  int wanted = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::fputs(usage_text, stdout);
      return 0;
    }
    if (arg.starts_with('-')) return usage_error("unknown option '" + std::string(arg) + "'");
    if (wanted != 0) return usage_error("unexpected argument '" + std::string(arg) + "'");
    const auto [end, ec] = std::from_chars(arg.data(), arg.data() + arg.size(), wanted);
    if (ec != std::errc() || end != arg.data() + arg.size() || wanted < 1 || wanted > 65535) {
      return usage_error("PORT must be an integer from 1 to 65535, got '" + std::string(arg) + "'");
    }
  }
  httplib::Server server;
  export_server::install(server, [](const std::string& line) {
    std::fprintf(stderr, "%s\n", line.c_str());
    std::fflush(stderr);
  });
  const int port = wanted > 0 ? (server.bind_to_port("127.0.0.1", wanted) ? wanted : -1)
                              : server.bind_to_any_port("127.0.0.1");
  if (port <= 0) {
    std::fprintf(stderr, "export-server: cannot bind to 127.0.0.1%s\n",
                 wanted > 0 ? (":" + std::to_string(wanted)).c_str() : "");
    return 1;
  }
  std::printf("listening on http://127.0.0.1:%d/api/orders/export?count=N\n", port);
  std::fflush(stdout);
  return server.listen_after_bind() ? 0 : 1;
}
