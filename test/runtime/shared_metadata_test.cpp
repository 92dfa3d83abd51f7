// Options with equal settings share one metadata cache through the
// process-wide registry: equality by value of every setting, callbacks by
// address, the opt-out, copies and moves, least-recently-used eviction, the
// limit (0 turns sharing off), and memory bounded by the limit when every
// call brings new settings. Threads: concurrency_test.cpp (also under TSan).
#include "test_util.hpp"

#include <malloc.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Counts the bytes live on the heap, to show that memory stays bounded.
namespace {
std::atomic<std::ptrdiff_t> live_bytes{0};
}  // namespace

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"  // replaced operators pair malloc with free
#endif

void* operator new(std::size_t n) {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (p == nullptr) throw std::bad_alloc();
  live_bytes.fetch_add(static_cast<std::ptrdiff_t>(malloc_usable_size(p)), std::memory_order_relaxed);
  return p;
}
void operator delete(void* p) noexcept {
  if (p == nullptr) return;
  live_bytes.fetch_sub(static_cast<std::ptrdiff_t>(malloc_usable_size(p)), std::memory_order_relaxed);
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept { ::operator delete(p); }

namespace shared {
struct Line {
  std::string stock_keeping_unit = "W-1";
  int quantity_ordered = 2;
};
TIDYJSON_TYPE(Line, stock_keeping_unit, quantity_ordered)

struct Order {
  int order_id = 7;
  std::string customer_name = "Ann";
  std::vector<Line> order_lines{Line{}};
};
TIDYJSON_TYPE(Order, order_id, customer_name, order_lines)

std::string shout(std::string_view name) {
  std::string out(name);
  for (char& c : out) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
  return out;
}
std::string whisper(std::string_view name) { return "_" + std::string(name); }
bool escape_w(char32_t cp) { return cp == U'W'; }
}  // namespace shared

namespace {

using tidyjson::options;

/// The metadata `o` uses for Order (its address tells which cache it came from).
const void* meta(const options& o) { return &o.object_meta<shared::Order>(); }

/// Restores the default limit after a test that changes it.
class SharedMetadata : public ::testing::Test {
 protected:
  void TearDown() override { tidyjson::set_shared_metadata_limit(TIDYJSON_SHARED_METADATA_LIMIT); }
};

TEST_F(SharedMetadata, EqualSettingsShareOneCacheWhateverTheirOrder) {
  const options a{tidyjson::naming::camel_case, tidyjson::ignore::when_null, tidyjson::enums::as_string};
  const options b{tidyjson::enums::as_string, tidyjson::naming::camel_case, tidyjson::ignore::when_null};
  const options c{tidyjson::ignore::when_null, tidyjson::enums::as_string, tidyjson::naming::camel_case};
  EXPECT_EQ(meta(a), meta(b));
  EXPECT_EQ(meta(a), meta(c));
  // Types reached through members are shared too.
  EXPECT_EQ(&a.object_meta<shared::Line>(), &c.object_meta<shared::Line>());
  EXPECT_EQ(tidyjson::serialize(shared::Order{}, b),
            R"({"orderId":7,"customerName":"Ann","orderLines":[{"stockKeepingUnit":"W-1","quantityOrdered":2}]})");
}

TEST_F(SharedMetadata, EqualityIsByValueAfterOverridesAndPresets) {
  const options overridden{tidyjson::naming::snake_case, tidyjson::indent{2}, tidyjson::naming::kebab_case,
                           tidyjson::indent{0}};
  const options plain{tidyjson::naming::kebab_case};
  EXPECT_EQ(meta(overridden), meta(plain));
  const options preset{tidyjson::web};
  const options spelled{tidyjson::names::case_insensitive, tidyjson::numbers::allow_reading_from_string,
                        tidyjson::naming::camel_case};
  EXPECT_EQ(meta(preset), meta(spelled));
  const options defaults;
  const options explicit_defaults{tidyjson::naming::as_declared, tidyjson::max_depth{64},
                                  tidyjson::metadata_sharing::by_settings};
  EXPECT_EQ(meta(defaults), meta(explicit_defaults));
}

TEST_F(SharedMetadata, EverySettingTakesPartInEquality) {
  // Each differs from the defaults in one setting; all are alive at once, so
  // distinct addresses mean distinct caches.
  const std::vector<tidyjson::settings> variants = {
      tidyjson::settings{},
      tidyjson::detail::make_settings(tidyjson::naming::pascal_case),
      tidyjson::detail::make_settings(tidyjson::ignore::when_default),
      tidyjson::detail::make_settings(tidyjson::enums::as_string),
      tidyjson::detail::make_settings(tidyjson::numbers::write_as_string),
      tidyjson::detail::make_settings(tidyjson::names::case_insensitive),
      tidyjson::detail::make_settings(tidyjson::unmapped::error),
      tidyjson::detail::make_settings(tidyjson::duplicates::last_wins),
      tidyjson::detail::make_settings(tidyjson::comments::skip),
      tidyjson::detail::make_settings(tidyjson::trailing_commas::allow),
      tidyjson::detail::make_settings(tidyjson::escaping::ascii_only),
      tidyjson::detail::make_settings(tidyjson::references::preserve),
      tidyjson::detail::make_settings(tidyjson::generation::metadata),
      tidyjson::detail::make_settings(tidyjson::max_depth{63}),
      tidyjson::detail::make_settings(tidyjson::indent{2}),
      tidyjson::detail::make_settings(tidyjson::indent{0, '\t'}),
      tidyjson::detail::make_settings(tidyjson::naming_callback{&shared::shout}),
      tidyjson::detail::make_settings(tidyjson::custom_escaper{&shared::escape_w}),
  };
  std::vector<std::unique_ptr<options>> all;
  for (const auto& s : variants) all.push_back(std::make_unique<options>(tidyjson::detail::settings_tag{}, s));
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (std::size_t j = 0; j < all.size(); ++j) {
      EXPECT_EQ(variants[i] == variants[j], i == j) << i << " vs " << j;
      EXPECT_EQ(meta(*all[i]) == meta(*all[j]), i == j) << i << " vs " << j;
    }
  }
  // Equal again when built again.
  const options again{tidyjson::detail::settings_tag{}, variants[14]};
  EXPECT_EQ(meta(again), meta(*all[14]));
}

TEST_F(SharedMetadata, CallbacksCompareByAddress) {
  const options shout1{tidyjson::naming_callback{&shared::shout}};
  const options shout2{tidyjson::naming_callback{&shared::shout}};
  const options whisper{tidyjson::naming_callback{&shared::whisper}};
  EXPECT_EQ(meta(shout1), meta(shout2));
  EXPECT_NE(meta(shout1), meta(whisper));
  EXPECT_EQ(tidyjson::serialize(shared::Line{}, shout2), R"({"STOCK_KEEPING_UNIT":"W-1","QUANTITY_ORDERED":2})");
  EXPECT_EQ(tidyjson::serialize(shared::Line{}, whisper), R"({"_stock_keeping_unit":"W-1","_quantity_ordered":2})");
}

TEST_F(SharedMetadata, PerOptionsKeepsAPrivateCache) {
  const options shared1{tidyjson::naming::camel_case};
  const options own1{tidyjson::naming::camel_case, tidyjson::metadata_sharing::per_options};
  const options own2{tidyjson::metadata_sharing::per_options, tidyjson::naming::camel_case};
  EXPECT_NE(meta(own1), meta(shared1));
  EXPECT_NE(meta(own1), meta(own2));
  EXPECT_EQ(tidyjson::serialize(shared::Order{}, own1), tidyjson::serialize(shared::Order{}, shared1));
  const auto before = tidyjson::shared_metadata_usage();
  const options own3{tidyjson::naming::snake_case, tidyjson::metadata_sharing::per_options};
  (void)meta(own3);
  EXPECT_EQ(tidyjson::shared_metadata_usage().added, before.added);  // never listed
}

TEST_F(SharedMetadata, CopiesShareMovesKeep) {
  const options original{tidyjson::naming::kebab_case, tidyjson::metadata_sharing::per_options};
  const void* m = meta(original);
  const options copy = original;  // NOLINT(performance-unnecessary-copy-initialization): the copy is the test
  EXPECT_EQ(meta(copy), m);
  options source{tidyjson::naming::kebab_case, tidyjson::metadata_sharing::per_options};
  const void* n = meta(source);
  const options moved = std::move(source);
  EXPECT_EQ(meta(moved), n);
  // A copy made before any use shares with its original's later choice.
  const options fresh{tidyjson::naming::pascal_case};
  const options fresh_copy = fresh;  // NOLINT(performance-unnecessary-copy-initialization)
  EXPECT_EQ(meta(fresh_copy), meta(fresh));
}

TEST_F(SharedMetadata, LeastRecentlyUsedIsEvicted) {
  tidyjson::set_shared_metadata_limit(0);
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 0U) << "entries beyond the new limit are evicted";
  tidyjson::set_shared_metadata_limit(2);
  const auto added = [] { return tidyjson::shared_metadata_usage().added; };
  const auto use = [](tidyjson::naming n) {
    return tidyjson::serialize(shared::Line{}, options{n});  // NOLINT(json-options-in-hot-path): per call on purpose
  };
  const auto start = added();
  use(tidyjson::naming::camel_case);   // A: added
  use(tidyjson::naming::snake_case);   // B: added
  use(tidyjson::naming::camel_case);   // A: found, now the most recent
  EXPECT_EQ(added(), start + 2);
  use(tidyjson::naming::kebab_case);   // C: added, evicts B
  EXPECT_EQ(added(), start + 3);
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 2U);
  use(tidyjson::naming::camel_case);   // A: still there
  EXPECT_EQ(added(), start + 3);
  EXPECT_EQ(use(tidyjson::naming::snake_case), R"({"stock_keeping_unit":"W-1","quantity_ordered":2})");  // B again
  EXPECT_EQ(added(), start + 4);
  const auto usage = tidyjson::shared_metadata_usage();
  EXPECT_EQ(usage.entries, 2U);
  EXPECT_EQ(usage.limit, 2U);
  EXPECT_GE(usage.evictions, 2U);
}

TEST_F(SharedMetadata, AnEvictedEntryServesTheOptionsThatUseIt) {
  tidyjson::set_shared_metadata_limit(1);
  // NOLINTNEXTLINE(json-options-in-hot-path): a static would outlive the test's limit
  const options kept{tidyjson::naming::camel_case, tidyjson::indent{1}};
  EXPECT_EQ(tidyjson::serialize(shared::Line{}, kept), "{\n \"stockKeepingUnit\": \"W-1\",\n \"quantityOrdered\": 2\n}");
  const void* before = &kept.object_meta<shared::Line>();
  {
    const options other{tidyjson::naming::snake_case};
    (void)meta(other);  // evicts kept's entry
  }
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 1U);
  // kept goes on with its entry, also for a type it had not used yet.
  EXPECT_EQ(&kept.object_meta<shared::Line>(), before);
  const options again{tidyjson::indent{1}, tidyjson::naming::camel_case};
  EXPECT_NE(&again.object_meta<shared::Line>(), before) << "equal settings found a new entry after the eviction";
  EXPECT_EQ(tidyjson::deserialize<shared::Order>(R"({"orderId":9,"orderLines":[]})", kept).order_id, 9);
}

TEST_F(SharedMetadata, LimitZeroTurnsSharingOff) {
  tidyjson::set_shared_metadata_limit(0);
  const options a{tidyjson::naming::camel_case};
  const options b{tidyjson::naming::camel_case};
  EXPECT_NE(meta(a), meta(b));
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 0U);
  EXPECT_EQ(tidyjson::serialize(shared::Order{}, a), tidyjson::serialize(shared::Order{}, b));
  // On again: options built from now on share.
  tidyjson::set_shared_metadata_limit(8);
  const options c{tidyjson::naming::camel_case};
  const options d{tidyjson::naming::camel_case};
  EXPECT_EQ(meta(c), meta(d));
  EXPECT_NE(meta(c), meta(a));
}

/// Live heap bytes after serializing with options of indent 1..n (a new
/// settings value per call, as with an indent chosen per request).
std::ptrdiff_t live_after_distinct_settings(int from, int to) {
  for (int i = from; i <= to; ++i) {
    // NOLINTNEXTLINE(json-options-in-hot-path): a new settings value per call is the test
    const options per_request{tidyjson::naming::camel_case, tidyjson::indent{i}};
    const std::string text = tidyjson::serialize(shared::Order{}, per_request);
    if (text.find("\"orderId\"") == std::string::npos) ADD_FAILURE() << text;
  }
  return live_bytes.load();
}

TEST_F(SharedMetadata, ThousandsOfDistinctSettingsStayWithinTheLimit) {
  tidyjson::set_shared_metadata_limit(16);
  // The test build reads back every output (TIDYJSON_VERIFY_WRITES) through
  // a per-thread copy that keeps its capacity; the outputs below grow with
  // the indent, so grow it to its final size before measuring.
  (void)live_after_distinct_settings(5000, 5000);
  const std::ptrdiff_t warm = live_after_distinct_settings(1, 64);
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 16U);
  const std::ptrdiff_t after = live_after_distinct_settings(65, 3064);
  EXPECT_EQ(tidyjson::shared_metadata_usage().entries, 16U);
  EXPECT_LE(after - warm, 512) << "3,000 more settings values grew the heap";

  // The measurement can fail: with room for all of them, the heap grows with
  // every settings value.
  tidyjson::set_shared_metadata_limit(4096);
  const std::ptrdiff_t base = live_bytes.load();
  const std::ptrdiff_t grown = live_after_distinct_settings(4000, 4999);
  EXPECT_GT(grown - base, 1000 * 512);
  tidyjson::set_shared_metadata_limit(16);
  EXPECT_LE(live_bytes.load() - base, 16 * 2048) << "evicted entries were freed";
}

}  // namespace
