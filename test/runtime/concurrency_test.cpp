// One `static const tidyjson::options` shared by several threads that
// serialize and deserialize many different described types at once, and
// options built per call in many threads at once, with settings that all
// threads share and settings of their own, while the limit of the shared
// metadata cache changes. The per-type metadata is built lazily under a mutex
// and read without a lock afterwards; this test is also built with
// -fsanitize=thread (runtime.concurrency.tsan) so that ThreadSanitizer checks
// that protocol and the shared cache's.
#include "test_util.hpp"

#include <array>
#include <atomic>
#include <latch>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace conc {
template <int N>
struct Item {
  int item_id = N;
  std::string item_name = "item " + std::to_string(N);
  std::vector<int> item_values{N, N + 1};
  std::optional<double> item_ratio;
  friend bool operator==(const Item&, const Item&) = default;
};
template <int N>
TIDYJSON_TYPE(Item<N>, item_id, item_name, item_values, item_ratio)

template <int N>
struct Holder {
  Item<N> first_item;
  std::map<std::string, Item<(N + 1) % 48>> other_items;
  friend bool operator==(const Holder&, const Holder&) = default;
};
template <int N>
TIDYJSON_TYPE(Holder<N>, first_item, other_items)
}  // namespace conc

namespace {

constexpr int kTypes = 48;
constexpr int kThreads = 8;
constexpr int kRounds = 40;

/// Shared by every thread, as the design intends.
const tidyjson::options& shared_options() {
  static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                      tidyjson::names::case_insensitive};
  return opts;
}

template <int N>
bool exercise(const tidyjson::options& opts, int round) {
  conc::Holder<N> h;
  h.first_item.item_values.push_back(round);
  h.other_items["k" + std::to_string(round)].item_ratio = 0.5;
  const std::string text = tidyjson::serialize(h, opts);
  const std::string expected_prefix = "{\"firstItem\":{\"itemId\":" + std::to_string(N) + ",";
  if (text.compare(0, expected_prefix.size(), expected_prefix) != 0) return false;
  const auto back = tidyjson::deserialize<conc::Holder<N>>(text, opts);
  return back == h;
}

template <std::size_t... I>
bool exercise_all(const tidyjson::options& opts, int thread, int round, std::index_sequence<I...>) {
  // Each thread walks the types from a different starting point, so that the
  // first use of a type races between threads.
  using fn = bool (*)(const tidyjson::options&, int);
  static constexpr std::array<fn, sizeof...(I)> table{&exercise<static_cast<int>(I)>...};
  bool ok = true;
  for (std::size_t k = 0; k < table.size(); ++k) {
    const std::size_t index = (k + static_cast<std::size_t>(thread) * 7) % table.size();
    ok = table[index](opts, round) && ok;
  }
  return ok;
}

TEST(Concurrency, SharedStaticOptionsAcrossThreads) {
  std::latch start(kThreads);
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      for (int round = 0; round < kRounds; ++round) {
        if (!exercise_all(shared_options(), t, round, std::make_index_sequence<kTypes>{})) ++failures;
        // The default options too: a second shared cache.
        if (tidyjson::serialize(conc::Item<3>{}) != R"({"item_id":3,"item_name":"item 3","item_values":[3,4],"item_ratio":null})") {
          ++failures;
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

TEST(Concurrency, ManyOptionsObjectsBuiltConcurrently) {
  // Each thread builds its own options while others use the shared one.
  std::latch start(kThreads);
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      const tidyjson::options own{t % 2 == 0 ? tidyjson::naming::snake_case : tidyjson::naming::kebab_case};
      for (int round = 0; round < 10; ++round) {
        const std::string mine = tidyjson::serialize(conc::Item<5>{}, own);
        const std::string expected_key = t % 2 == 0 ? "\"item_id\"" : "\"item-id\"";
        if (mine.find(expected_key) == std::string::npos) ++failures;
        if (!exercise<7>(shared_options(), round)) ++failures;
      }
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

/// Options built per call with settings every thread uses: one shared entry,
/// whose types are first used by several threads at once.
template <int N>
bool equal_settings_per_call(int round) {
  // NOLINTNEXTLINE(json-options-in-hot-path): built per call on purpose
  const tidyjson::options equal{tidyjson::naming::pascal_case, tidyjson::ignore::when_null};
  conc::Item<N> item;
  item.item_values.push_back(round);
  const std::string text = tidyjson::serialize(item, equal);
  if (!text.starts_with("{\"ItemId\":" + std::to_string(N) + ",")) return false;
  return tidyjson::deserialize<conc::Item<N>>(text, equal) == item;
}

template <std::size_t... I>
bool equal_settings_all(int thread, int round, std::index_sequence<I...>) {
  using fn = bool (*)(int);
  static constexpr std::array<fn, sizeof...(I)> table{&equal_settings_per_call<static_cast<int>(I)>...};
  bool ok = true;
  for (std::size_t k = 0; k < table.size(); ++k) {
    ok = table[(k + static_cast<std::size_t>(thread) * 5) % table.size()](round) && ok;
  }
  return ok;
}

/// Options built per call with settings of this thread and round: many
/// distinct values, more than the limit, so entries are evicted while other
/// threads add theirs.
bool distinct_settings_per_call(int thread, int round) {
  const int width = 1 + (thread * 31 + round) % 23;
  // NOLINTNEXTLINE(json-options-in-hot-path): a new settings value per call on purpose
  const tidyjson::options own{tidyjson::naming::kebab_case, tidyjson::indent{width}};
  const std::string text = tidyjson::serialize(conc::Item<1>{}, own);
  return text.starts_with("{\n" + std::string(static_cast<std::size_t>(width), ' ') + "\"item-id\": 1,");
}

TEST(Concurrency, OptionsBuiltPerCallShareMetadataAcrossThreads) {
  tidyjson::set_shared_metadata_limit(8);
  std::latch start(kThreads + 1);
  std::atomic<int> failures{0};
  std::atomic<bool> done{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      for (int round = 0; round < kRounds; ++round) {
        if (!equal_settings_all(t, round, std::make_index_sequence<16>{})) ++failures;
        if (!distinct_settings_per_call(t, round)) ++failures;
        const tidyjson::options copy = shared_options();  // a copy shares the original's metadata
        if (!exercise<11>(copy, round)) ++failures;
      }
    });
  }
  // The limit changes under the threads' feet, off (0) included.
  std::thread limits([&] {
    start.arrive_and_wait();
    for (std::size_t i = 0; !done.load(std::memory_order_relaxed); ++i) {
      tidyjson::set_shared_metadata_limit(std::array<std::size_t, 4>{8, 2, 0, 5}[i % 4]);
      std::this_thread::yield();
    }
  });
  for (auto& th : threads) th.join();
  done = true;
  limits.join();
  tidyjson::set_shared_metadata_limit(TIDYJSON_SHARED_METADATA_LIMIT);
  EXPECT_EQ(failures.load(), 0);
  EXPECT_LE(tidyjson::shared_metadata_usage().entries, std::size_t{TIDYJSON_SHARED_METADATA_LIMIT});
}

}  // namespace
