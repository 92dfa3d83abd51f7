// The export endpoint over loopback, with a real HTTP client: in-process (the
// server on an ephemeral port, its access log captured), and the program
// itself, started as a user would (arguments, --help, its log on stderr).
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <regex>
#include <string>
#include <thread>
#include <vector>

#include "export_server.hpp"

extern char** environ;

namespace {

using namespace std::chrono_literals;

class ExportServer : public ::testing::Test {
 protected:
  void SetUp() override {
    export_server::install(server_, [this](const std::string& line) {
      const std::lock_guard<std::mutex> lock(mutex_);
      log_.push_back(line);
    });
    port_ = server_.bind_to_any_port("127.0.0.1");
    ASSERT_GT(port_, 0);
    thread_ = std::thread([this] { server_.listen_after_bind(); });
    // The socket is bound and listening already; wait for the accept loop.
    for (int i = 0; i < 500 && !server_.is_running(); ++i) std::this_thread::sleep_for(2ms);
  }
  void TearDown() override {
    server_.stop();
    if (thread_.joinable()) thread_.join();
  }
  /// The access log so far, waiting up to five seconds for `lines` lines.
  std::vector<std::string> log(std::size_t lines) {
    for (int i = 0; i < 2500; ++i) {
      {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (log_.size() >= lines) return log_;
      }
      std::this_thread::sleep_for(2ms);
    }
    const std::lock_guard<std::mutex> lock(mutex_);
    return log_;
  }
  httplib::Server server_;
  int port_ = 0;
  std::thread thread_;
  std::mutex mutex_;
  std::vector<std::string> log_;
};

/// `METHOD TARGET STATUS BYTES bytes MS ms[ aborted]`.
void expect_log_line(const std::string& line, const std::string& method, const std::string& target, int status,
                     std::size_t bytes, bool aborted = false) {
  std::smatch m;
  ASSERT_TRUE(std::regex_match(line, m, std::regex(R"((\S+) (\S+) (\d+) (\d+) bytes (\d+\.\d) ms( aborted)?)")))
      << line;
  EXPECT_EQ(m[1], method) << line;
  EXPECT_EQ(m[2], target) << line;
  EXPECT_EQ(std::stoi(m[3]), status) << line;
  if (!aborted) EXPECT_EQ(std::stoull(m[4]), bytes) << line;
  EXPECT_EQ(m[6].matched, aborted) << line;
}

TEST_F(ExportServer, StreamsTheOrdersWithChunkedEncoding) {
  httplib::Client client("127.0.0.1", port_);
  const auto res = client.Get("/api/orders/export?count=3000");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->get_header_value("Content-Type"), "application/json");
  EXPECT_EQ(res->get_header_value("Transfer-Encoding"), "chunked");
  const auto orders = tidyjson::deserialize<std::vector<bookstore::Order>>(res->body, bookstore::BookstoreJson{});
  EXPECT_EQ(orders, bookstore::generate_orders(3000));
  const auto lines = log(1);
  ASSERT_EQ(lines.size(), 1u);
  expect_log_line(lines[0], "GET", "/api/orders/export?count=3000", 200, res->body.size());
}

TEST_F(ExportServer, ZeroOrdersIsAnEmptyArray) {
  httplib::Client client("127.0.0.1", port_);
  const auto res = client.Get("/api/orders/export?count=0");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_EQ(res->body, "[]");
  const auto lines = log(1);
  ASSERT_EQ(lines.size(), 1u);
  expect_log_line(lines[0], "GET", "/api/orders/export?count=0", 200, 2);
}

TEST_F(ExportServer, BadOrRepeatedCountIsA400WithAJsonBody) {
  httplib::Client client("127.0.0.1", port_);
  struct bad {
    const char* query;
    const char* error;
  };
  const std::string range = "'count' must be an integer from 0 to 10000000";
  for (const bad& b : {bad{"/api/orders/export", "the query parameter 'count' is required"},
                       bad{"/api/orders/export?count=abc", range.c_str()},
                       bad{"/api/orders/export?count=-1", range.c_str()},
                       bad{"/api/orders/export?count=12x", range.c_str()},
                       bad{"/api/orders/export?count=99999999999", range.c_str()},
                       bad{"/api/orders/export?count=5&count=7",
                           "the query parameter 'count' is given 2 times; give it once"},
                       bad{"/api/orders/export?count=5&count=5", "the query parameter 'count' is given 2 times; give it once"},
                       bad{"/api/orders/export?count=5&%63ount=7&count",
                           "the query parameter 'count' is given 3 times; give it once"}}) {
    const auto res = client.Get(b.query);
    ASSERT_TRUE(res) << b.query;
    EXPECT_EQ(res->status, 400) << b.query;
    EXPECT_EQ(res->get_header_value("Content-Type"), "application/json") << b.query;
    const auto body = tidyjson::deserialize<export_server::problem>(res->body);
    EXPECT_EQ(body.parameter, "count") << b.query;
    EXPECT_EQ(body.error, b.error) << b.query;
  }
  const auto lines = log(8);
  ASSERT_EQ(lines.size(), 8u);
  const std::string body = R"({"error":"the query parameter 'count' is given 2 times; give it once","parameter":"count"})";
  // Each request is a connection of its own, logged by the thread that
  // served it: the lines come in any order.
  const auto repeated = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
    return l.starts_with("GET /api/orders/export?count=5&count=7 ");
  });
  ASSERT_NE(repeated, lines.end());
  expect_log_line(*repeated, "GET", "/api/orders/export?count=5&count=7", 400, body.size());
}

TEST_F(ExportServer, OtherMethodsAreA405WithAllow) {
  httplib::Client client("127.0.0.1", port_);
  const auto check = [&](const httplib::Result& res, const char* method) {
    ASSERT_TRUE(res) << method;
    EXPECT_EQ(res->status, 405) << method;
    EXPECT_EQ(res->get_header_value("Allow"), "GET, HEAD") << method;
    const auto body = tidyjson::deserialize<export_server::problem>(res->body);
    EXPECT_EQ(body.error, std::string("method ") + method + " is not allowed here; use GET");
    EXPECT_FALSE(body.parameter.has_value());
  };
  check(client.Post("/api/orders/export?count=1", "{}", "application/json"), "POST");
  check(client.Put("/api/orders/export?count=1", "{}", "application/json"), "PUT");
  check(client.Delete("/api/orders/export?count=1"), "DELETE");
  check(client.Patch("/api/orders/export?count=1", "{}", "application/json"), "PATCH");
  // HEAD is a GET without the body.
  const auto head = client.Head("/api/orders/export?count=1");
  ASSERT_TRUE(head);
  EXPECT_EQ(head->status, 200);
  const auto lines = log(5);
  ASSERT_EQ(lines.size(), 5u);
  // In any order (a connection per request, a thread per connection).
  const auto starting = [&](std::string_view method) {
    return std::find_if(lines.begin(), lines.end(), [&](const std::string& l) { return l.starts_with(method); });
  };
  ASSERT_NE(starting("POST "), lines.end());
  expect_log_line(*starting("POST "), "POST", "/api/orders/export?count=1", 405,
                  std::string_view(R"({"error":"method POST is not allowed here; use GET"})").size());
  for (const char* method : {"PUT ", "DELETE ", "PATCH ", "HEAD "}) EXPECT_NE(starting(method), lines.end()) << method;
}

TEST_F(ExportServer, AClientThatGoesAwayIsLoggedAsAborted) {
  httplib::Client client("127.0.0.1", port_);
  std::size_t received = 0;
  // Stop reading after the first chunks of ten million orders (gigabytes).
  const auto res = client.Get("/api/orders/export?count=10000000", [&](const char*, std::size_t n) {
    received += n;
    return received < (1u << 20);
  });
  EXPECT_FALSE(res);  // the client cancelled
  client.stop();
  const auto lines = log(1);
  ASSERT_EQ(lines.size(), 1u);
  expect_log_line(lines[0], "GET", "/api/orders/export?count=10000000", 200, 0, true);
}

TEST_F(ExportServer, UnknownPathsAre404AndLogged) {
  httplib::Client client("127.0.0.1", port_);
  const auto res = client.Get("/api/orders");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 404);
  const auto lines = log(1);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].substr(0, 16), "GET /api/orders ");
}

// ---------------------------------------------------------------------------
// The program

struct run_result {
  int status = -1;  // exit code, or -1 when it had to be killed
  std::string out;
  std::string err;
};

/// Reads what is available on `fd` into `into` (non-blocking).
void drain(int fd, std::string& into) {
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n <= 0) return;
    into.append(buf, static_cast<std::size_t>(n));
  }
}

/// A started export-server: its pid and the read ends of stdout and stderr.
struct program {
  pid_t pid = -1;
  int out = -1;
  int err = -1;

  explicit program(const std::vector<std::string>& args) {
    int out_pipe[2];
    int err_pipe[2];
    if (pipe(out_pipe) != 0 || pipe(err_pipe) != 0) return;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
    posix_spawn_file_actions_addclose(&actions, out_pipe[0]);
    posix_spawn_file_actions_addclose(&actions, err_pipe[0]);
    std::vector<char*> argv{const_cast<char*>(EXPORT_SERVER_PROGRAM)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    if (posix_spawn(&pid, EXPORT_SERVER_PROGRAM, &actions, nullptr, argv.data(), environ) != 0) pid = -1;
    posix_spawn_file_actions_destroy(&actions);
    ::close(out_pipe[1]);
    ::close(err_pipe[1]);
    out = out_pipe[0];
    err = err_pipe[0];
    fcntl(out, F_SETFL, O_NONBLOCK);
    fcntl(err, F_SETFL, O_NONBLOCK);
  }
  program(const program&) = delete;
  program& operator=(const program&) = delete;
  ~program() {
    if (pid > 0) {
      ::kill(pid, SIGKILL);
      waitpid(pid, nullptr, 0);
    }
    ::close(out);
    ::close(err);
  }

  /// Waits up to `limit` for the program to exit on its own.
  run_result wait(std::chrono::milliseconds limit) {
    run_result r;
    const auto until = std::chrono::steady_clock::now() + limit;
    int status = 0;
    while (std::chrono::steady_clock::now() < until) {
      drain(out, r.out);
      drain(err, r.err);
      const pid_t done = waitpid(pid, &status, WNOHANG);
      if (done == pid) {
        pid = -1;
        drain(out, r.out);
        drain(err, r.err);
        r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return r;
      }
      std::this_thread::sleep_for(5ms);
    }
    return r;  // still running: status -1, killed by the destructor
  }
};

run_result run(const std::vector<std::string>& args) { return program(args).wait(10s); }

TEST(ExportServerProgram, HelpPrintsTheUsageAndStartsNothing) {
  for (const char* flag : {"--help", "-h"}) {
    const run_result r = run({flag});
    EXPECT_EQ(r.status, 0) << flag;
    EXPECT_NE(r.out.find("usage: export-server [PORT]"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("listening"), std::string::npos) << r.out;
    EXPECT_TRUE(r.err.empty()) << r.err;
  }
}

TEST(ExportServerProgram, BadArgumentsExitWith2AndSayWhy) {
  struct bad {
    std::vector<std::string> args;
    const char* message;
  };
  for (const bad& b : {bad{{"0"}, "PORT must be an integer from 1 to 65535, got '0'"},
                       bad{{"65536"}, "PORT must be an integer from 1 to 65535, got '65536'"},
                       bad{{"-5"}, "unknown option '-5'"},
                       bad{{"80x"}, "PORT must be an integer from 1 to 65535, got '80x'"},
                       bad{{"http"}, "PORT must be an integer from 1 to 65535, got 'http'"},
                       bad{{"--verbose"}, "unknown option '--verbose'"},
                       bad{{"8080", "9090"}, "unexpected argument '9090'"}}) {
    const run_result r = run(b.args);
    EXPECT_EQ(r.status, 2) << b.args[0];
    EXPECT_NE(r.err.find(std::string("export-server: ") + b.message), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("usage: export-server [PORT]"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("listening"), std::string::npos) << r.out;
  }
}

TEST(ExportServerProgram, ServesAndLogsEachRequestOnStderr) {
  program server({});
  ASSERT_GT(server.pid, 0);
  std::string out;
  std::smatch m;
  const std::regex listening(R"(listening on http://127\.0\.0\.1:(\d+)/)");
  for (int i = 0; i < 2000 && !std::regex_search(out, m, listening); ++i) {
    drain(server.out, out);
    std::this_thread::sleep_for(5ms);
  }
  ASSERT_TRUE(std::regex_search(out, m, listening)) << out;
  httplib::Client client("127.0.0.1", std::stoi(m[1]));
  const auto ok = client.Get("/api/orders/export?count=2");
  ASSERT_TRUE(ok);
  EXPECT_EQ(ok->status, 200);
  const auto bad = client.Get("/api/orders/export?count=2&count=3");
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  std::string err;
  for (int i = 0; i < 2000 && std::count(err.begin(), err.end(), '\n') < 2; ++i) {
    drain(server.err, err);
    std::this_thread::sleep_for(5ms);
  }
  // One line each; requests on separate connections are served (and
  // logged) by separate threads, so in either order.
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 2) << err;
  ASSERT_TRUE(std::regex_search(err, m, std::regex(R"((^|\n)GET /api/orders/export\?count=2 200 (\d+) bytes \d+\.\d ms\n)")))
      << err;
  EXPECT_EQ(std::stoull(m[2]), ok->body.size());
  EXPECT_TRUE(std::regex_search(err, std::regex(R"((^|\n)GET /api/orders/export\?count=2&count=3 400 \d+ bytes \d+\.\d ms\n)")))
      << err;
}

}  // namespace
