// bench/adapters/file_codec.hpp: what the file workloads (bench/file_benchmarks.cpp) ask of each peer.
//
// The file is one JSON array of bookstore orders, as tidyjson's BookstoreJson
// context writes it (examples/bookstore). Each workload reads or writes the
// whole file once and answers a tally, which the driver compares with the
// tally of the generated orders; a peer that reads a different number of
// orders, items or a different revenue aborts the run.
//
//   write    the orders, one at a time, into an open file descriptor
//   stream   each order read typed (every field), one at a time; the tally
//            covers every field (digest)
//   pull     tokens only: orders, items and the sum of the items' lineTotal
//
// As in codec.hpp, each peer is its own translation unit, built by the
// compiler that suits it (RapidJSON by g++), so these are plain functions.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bookstore_model.hpp"

namespace bench::file {

/// What a pass over the file found.
struct tally {
  std::uint64_t orders = 0;
  std::uint64_t items = 0;
  tidyjson::decimal revenue;  ///< the orders' totals, or the items' line totals (equal in this model)
  tidyjson::decimal prices;   ///< the items' unit prices (typed reads only)
  std::uint64_t digest = 0;   ///< the other fields folded in; 0 when the workload reads only some fields

  /// Counts an order read typed: all its fields.
  void add(const bookstore::Order& o) {
    ++orders;
    revenue += o.total;
    std::uint64_t d = static_cast<std::uint64_t>(o.number) * 31 +
                      static_cast<std::uint64_t>(o.created_at.time_since_epoch().count()) +
                      static_cast<std::uint64_t>(o.status) * 7 + o.customer.size() * 131 + o.currency.size() * 17 +
                      static_cast<unsigned char>(o.customer.empty() ? 0 : o.customer.back());
    for (const bookstore::Item& i : o.items) {
      ++items;
      d = d * 3 + static_cast<std::uint64_t>(i.quantity) * 5 + i.isbn.size() + i.title.size() * 11 +
          static_cast<unsigned char>(i.title.empty() ? 0 : i.title.back());
      prices += i.unit_price;
    }
    digest += d;
  }
};

/// A write workload: writes `orders` as one JSON array into `fd` (open for
/// writing, positioned at 0), through whatever buffering the library offers;
/// the caller closes `fd`.
using write_fn = void (*)(const std::vector<bookstore::Order>& orders, int fd);
/// A read workload: reads the file at `path` once.
using read_fn = tally (*)(const char* path);

struct peer {
  std::string_view workload;  ///< "write", "stream", "pull"
  std::string_view library;
  std::string_view mode;
  std::string_view compiler;
  std::string_view note;
  write_fn write = nullptr;
  read_fn read = nullptr;
};

void add_rapidjson_peers(std::vector<peer>& out);
void add_boostjson_peers(std::vector<peer>& out);
void add_nlohmann_peers(std::vector<peer>& out);
void add_simdjson_peers(std::vector<peer>& out);

}  // namespace bench::file
