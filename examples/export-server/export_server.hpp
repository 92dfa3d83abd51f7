// examples/export-server/export_server.hpp: the bookstore's export endpoint.
//
//   GET /api/orders/export?count=N
//
// streams N orders as one JSON array with chunked transfer encoding: the
// response is produced in 64 KiB chunks while it is sent, never held whole.
// A missing, repeated or bad `count` gets 400 and another method 405 (with
// `Allow`), each with a JSON error body. Every request is logged as one line
// (method, target, status, bytes, duration, and whether the client went away
// before the end).
#pragma once

#include <httplib.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "../bookstore/model.hpp"

namespace export_server {

/// The error body: {"error": "...", "parameter": "count"} (no parameter for
/// errors that are not about one).
struct problem {
  std::string error;
  std::optional<std::string> parameter;
};
TIDYJSON_TYPE(problem, error, (parameter, tidyjson::ignore_if{tidyjson::ignore::when_null}))

inline constexpr std::uint64_t max_count = 10'000'000;
inline constexpr std::string_view endpoint = "/api/orders/export";
inline constexpr const char* allowed_methods = "GET, HEAD";

/// N generated orders as an input range over one reused Order.
class generated_orders {
 public:
  explicit generated_orders(std::uint64_t count) : count_(count) {}
  class iterator {
   public:
    using value_type = bookstore::Order;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    explicit iterator(generated_orders* r) : r_(r) { r_->advance(); }
    const bookstore::Order& operator*() const { return r_->current_; }
    iterator& operator++() {
      r_->advance();
      return *this;
    }
    void operator++(int) { ++*this; }
    friend bool operator==(const iterator& it, std::default_sentinel_t) { return it.r_->made_ > it.r_->count_; }

   private:
    generated_orders* r_ = nullptr;
  };
  iterator begin() { return iterator(this); }
  std::default_sentinel_t end() const { return {}; }

 private:
  void advance() {
    if (++made_ <= count_) gen_.next(current_);
  }
  std::uint64_t count_;
  std::uint64_t made_ = 0;
  bookstore::order_generator gen_;
  bookstore::Order current_;
};

/// What the access log needs to know about the request being served. One per
/// server thread: cpp-httplib serves a request, streamed body and log line
/// included, on one thread.
struct request_record {
  std::chrono::steady_clock::time_point start;
  std::uint64_t streamed_bytes = 0;
  bool streamed = false;
  bool aborted = false;
};
inline request_record& current_request() {
  thread_local request_record record;
  return record;
}

/// One access-log line: `GET /api/orders/export?count=5 200 2345 bytes 1.2 ms`,
/// with ` aborted` when the client went away before the end. Control
/// characters of the target are shown as '?', so that a line stays a line.
inline std::string log_line(const httplib::Request& req, const httplib::Response& res) {
  const request_record& r = current_request();
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - r.start).count();
  const std::uint64_t bytes = r.streamed ? r.streamed_bytes : res.body.size();
  std::string target = req.target.empty() ? req.path : req.target;
  for (char& c : target) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = '?';
  }
  char tail[96];
  std::snprintf(tail, sizeof tail, " %d %llu bytes %.1f ms%s", res.status, static_cast<unsigned long long>(bytes), ms,
                r.aborted ? " aborted" : "");
  return req.method + " " + target + tail;
}

inline void fail(httplib::Response& res, int status, std::string message, std::optional<std::string> parameter) {
  static const tidyjson::options options;
  res.status = status;
  res.set_content(tidyjson::serialize(problem{std::move(message), std::move(parameter)}, options), "application/json");
}

/// How many times the query of `req` names `key`. From the raw target:
/// cpp-httplib's parsed parameters keep one of several equal pairs, so that
/// `count=5&count=5` would look like a single `count`.
inline std::size_t query_key_count(const httplib::Request& req, std::string_view key) {
  const std::string_view target = req.target;
  const std::size_t query = target.find('?');
  if (query == std::string_view::npos) return 0;
  std::size_t n = 0;
  httplib::detail::split(target.data() + query + 1, target.data() + target.size(), '&', [&](const char* b, const char* e) {
    const std::string_view pair(b, static_cast<std::size_t>(e - b));
    const std::string name(pair.substr(0, pair.find('=')));
    if (httplib::detail::decode_url(name, true) == key) ++n;
  });
  return n;
}

/// `count`, given exactly once, as an integer from 0 to max_count; or the
/// error message.
inline std::optional<std::string> parse_count(const httplib::Request& req, std::uint64_t& count) {
  const std::size_t given = std::max(query_key_count(req, "count"), req.get_param_value_count("count"));
  if (given == 0) return "the query parameter 'count' is required";
  if (given > 1) return "the query parameter 'count' is given " + std::to_string(given) + " times; give it once";
  const std::string text = req.get_param_value("count");
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), count);
  if (ec != std::errc() || end != text.data() + text.size() || count > max_count) {
    return "'count' must be an integer from 0 to " + std::to_string(max_count);
  }
  return std::nullopt;
}

/// Registers the endpoint on `server`; each request's log line goes to `log`.
inline void install(httplib::Server& server, std::function<void(const std::string&)> log) {
  server.set_pre_routing_handler([](const httplib::Request&, httplib::Response&) {
    current_request() = request_record{std::chrono::steady_clock::now()};
    return httplib::Server::HandlerResponse::Unhandled;
  });
  server.set_logger([log = std::move(log)](const httplib::Request& req, const httplib::Response& res) {
    log(log_line(req, res));
  });

  const std::string path(endpoint);
  server.Get(path, [](const httplib::Request& req, httplib::Response& res) {
    std::uint64_t count = 0;
    if (auto error = parse_count(req, count)) return fail(res, 400, std::move(*error), "count");
    res.set_chunked_content_provider("application/json", [count](std::size_t, httplib::DataSink& sink) {
      request_record& record = current_request();
      record.streamed = true;
      generated_orders orders(count);
      try {
        tidyjson::serialize_stream(
            [&](std::string_view chunk) {
              if (!sink.write(chunk.data(), chunk.size())) return false;
              record.streamed_bytes += chunk.size();
              return true;
            },
            orders, bookstore::BookstoreJson{});
      } catch (const tidyjson::error&) {
        record.aborted = true;  // the client went away: abort the response
        return false;
      }
      sink.done();
      return true;
    });
  });
  const auto not_allowed = [](const httplib::Request& req, httplib::Response& res) {
    res.set_header("Allow", allowed_methods);
    fail(res, 405, "method " + req.method + " is not allowed here; use GET", std::nullopt);
  };
  server.Post(path, not_allowed);
  server.Put(path, not_allowed);
  server.Patch(path, not_allowed);
  server.Delete(path, not_allowed);
  server.Options(path, not_allowed);
}

}  // namespace export_server
