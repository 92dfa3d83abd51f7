// bench/equivalence_test.cpp: every adapter writes and reads the same JSON.
//
// The benchmarks compare libraries only if they do the same work, so for both
// workloads:
//
//   - every writer's output, parsed by nlohmann::json, equals tidyjson's
//     (members may come in another order, 12.50 may read 12.5 or 1.25E1);
//   - tidyjson's modes write the same bytes;
//   - every reader reads every writer's output back to the original value.
//
// Registered with ctest as bench.equivalence. Nothing here is timed.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

#include "adapters/codec.hpp"

namespace {

using bench::codec;

struct written {
  const codec* by;
  std::string text;
};

std::string name_of(const codec& c) { return std::string(c.library) + "/" + std::string(c.mode); }

template <class T>
std::vector<written> write_all(const std::vector<codec>& codecs, const T& value,
                               std::string_view (*codec::*write)(const T&)) {
  std::vector<written> out;
  for (const codec& c : codecs) {
    if (c.*write != nullptr) out.push_back({&c, std::string((c.*write)(value))});
  }
  return out;
}

template <class T>
void check_workload(const T& value, std::string_view (*codec::*write)(const T&), T (*codec::*read)(std::string_view)) {
  const std::vector<codec> codecs = bench::all_codecs();
  ASSERT_FALSE(codecs.empty());
  ASSERT_EQ(codecs.front().library, "tidyjson");
  const std::vector<written> outputs = write_all(codecs, value, write);
  ASSERT_FALSE(outputs.empty());
  const std::string& canonical = outputs.front().text;
  const nlohmann::json expected = nlohmann::json::parse(canonical);

  std::size_t writers = 0, readers = 0;
  for (const written& w : outputs) {
    SCOPED_TRACE("writer " + name_of(*w.by));
    ++writers;
    nlohmann::json parsed;
    ASSERT_NO_THROW(parsed = nlohmann::json::parse(w.text)) << w.text.substr(0, 200);
    EXPECT_EQ(parsed, expected) << "first 200 bytes: " << w.text.substr(0, 200);
    if (w.by->library == "tidyjson") {
      EXPECT_EQ(w.text, canonical);
    }
  }
  for (const codec& c : codecs) {
    if (c.*read == nullptr) continue;
    ++readers;
    for (const written& w : outputs) {
      SCOPED_TRACE("reader " + name_of(c) + " reading the output of " + name_of(*w.by));
      const bench::padded_input input(w.text);
      T back{};
      ASSERT_NO_THROW(back = (c.*read)(input.view()));
      EXPECT_TRUE(back == value);
    }
  }
  // Every library the build found takes part: tidyjson's four writers and two
  // readers at least.
  EXPECT_GE(writers, 4U);
  EXPECT_GE(readers, 2U);
}

TEST(Equivalence, Order) {
  const bench::Order order = bench::sample_order();
  check_workload(order, &codec::write_order, &codec::read_order);
}

TEST(Equivalence, BookstoreOrders) {
  const bench::Orders orders = bookstore::generate_orders(1000);
  check_workload(orders, &codec::write_orders, &codec::read_orders);
}

TEST(Equivalence, OrderTextIsTheDesignSketch) {
  // The order workload is the design's: about 320 bytes with these members.
  const std::vector<codec> codecs = bench::all_codecs();
  const std::string text(codecs.front().write_order(bench::sample_order()));
  EXPECT_EQ(text,
            R"({"id":"4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90","customer":"Acme Logistics","placed":"2026-10-19T08:11:00Z",)"
            R"("status":"processing","lines":[{"sku":"WIDGET-01","qty":4,"unitPrice":12.50},{"sku":"GASKET-77","qty":20,)"
            R"("unitPrice":0.95},{"sku":"BOLT-M6","qty":500,"unitPrice":0.03}],"notes":"Leave at dock 3. Call on arrival."})");
}

TEST(Equivalence, BookstoreGenerationIsDeterministic) {
  const bench::Orders a = bookstore::generate_orders(1000);
  const bench::Orders b = bookstore::generate_orders(1000);
  ASSERT_EQ(a.size(), 1000U);
  EXPECT_TRUE(a == b);
  std::size_t customers_seen = 0;
  for (std::string_view name : {"Ada Lovelace", "Grace Hopper", "Zoë Ångström", "Alan Turing", "Barbara Liskov",
                                "Edsger Dijkstra"}) {
    for (const auto& o : a) {
      if (o.customer == name) {
        ++customers_seen;
        break;
      }
    }
  }
  EXPECT_EQ(customers_seen, 6U);
  for (const auto& o : a) {
    ASSERT_GE(o.items.size(), 1U);
    ASSERT_LE(o.items.size(), 5U);
    tidyjson::decimal sum;
    for (const auto& i : o.items) {
      EXPECT_EQ(i.line_total, i.unit_price * tidyjson::decimal::from_integer(i.quantity));
      sum += i.line_total;
    }
    EXPECT_EQ(o.total, sum);
  }
}

}  // namespace
