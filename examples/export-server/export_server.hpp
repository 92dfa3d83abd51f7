// examples/export-server/export_server.hpp: the bookstore's export endpoint.
//
//   GET /api/orders/export?count=N
//
// streams N orders as one JSON array with chunked transfer encoding: the
// response is produced in 64 KiB chunks while it is sent, never held whole.
// A missing or bad `count` gets 400 with a JSON error body.
#pragma once

#include <httplib.h>

#include <charconv>
#include <cstdint>
#include <string>
#include <string_view>

#include "../bookstore/model.hpp"

namespace export_server {

/// The error body: {"error": "...", "parameter": "count"}.
struct problem {
  std::string error;
  std::string parameter;
};
TIDYJSON_TYPE(problem, error, parameter)

inline constexpr std::uint64_t max_count = 10'000'000;

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

inline void bad_request(httplib::Response& res, std::string message) {
  static const tidyjson::options options;
  res.status = 400;
  res.set_content(tidyjson::serialize(problem{std::move(message), "count"}, options), "application/json");
}

/// Registers the endpoint on `server`.
inline void install(httplib::Server& server) {
  server.Get("/api/orders/export", [](const httplib::Request& req, httplib::Response& res) {
    if (!req.has_param("count")) return bad_request(res, "the query parameter 'count' is required");
    const std::string text = req.get_param_value("count");
    std::uint64_t count = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), count);
    if (ec != std::errc() || end != text.data() + text.size() || count > max_count) {
      return bad_request(res, "'count' must be an integer from 0 to " + std::to_string(max_count));
    }
    res.set_chunked_content_provider("application/json", [count](std::size_t, httplib::DataSink& sink) {
      generated_orders orders(count);
      try {
        tidyjson::serialize_stream(
            [&sink](std::string_view chunk) { return sink.write(chunk.data(), chunk.size()); }, orders,
            bookstore::BookstoreJson{});
      } catch (const tidyjson::error&) {
        return false;  // the client went away: abort the response
      }
      sink.done();
      return true;
    });
  });
}

}  // namespace export_server
