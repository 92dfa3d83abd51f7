// std::vector read with its first elements staged on the stack, then one
// reserve, against what it replaces: round trips, the capacity that promises,
// the exact path and position of an error in any element, every element
// constructed once and destroyed once on success, on error and when a
// converter throws.

#include "test_util.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <iterator>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <utility>
#include <vector>

using tidyjson::error_code;
using tidyjson::reader;
using tidyjson_test::failure;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

namespace fastp {

/// A described element with members that own memory.
struct Item {
  std::string name;
  std::vector<int> tags;
  friend bool operator==(const Item&, const Item&) = default;
};
TIDYJSON_TYPE(Item, name, tags)

struct Holder {
  std::vector<Item> items;
  friend bool operator==(const Holder&, const Holder&) = default;
};
TIDYJSON_TYPE(Holder, items)

/// Too large to stage (sizeof > 256): read in place from the first element.
struct Big {
  std::string name;
  std::array<std::int64_t, 40> data{};
  friend bool operator==(const Big&, const Big&) = default;
};
TIDYJSON_TYPE(Big, name, data)

/// 100 bytes: a stage of 512 / 100 = 5 elements.
struct Mid {
  std::array<std::int32_t, 25> v{};
  friend bool operator==(const Mid&, const Mid&) = default;
};
TIDYJSON_TYPE(Mid, v)

/// Over-aligned: every object, staged or not, checks its own alignment.
struct alignas(64) Wide {
  static inline long misaligned = 0;
  double x = 0;
  Wide() noexcept { check(); }
  Wide(const Wide& o) noexcept : x(o.x) { check(); }
  Wide(Wide&& o) noexcept : x(o.x) { check(); }
  Wide& operator=(const Wide&) = default;
  Wide& operator=(Wide&&) = default;
  void check() const noexcept {
    if (reinterpret_cast<std::uintptr_t>(this) % 64 != 0) ++misaligned;
  }
};
TIDYJSON_TYPE(Wide, x)

/// Every live object of a Tag, by address: a construction at an address
/// already alive, or a destruction of one that is not, is counted in `bad`.
template <class Tag>
struct Census {
  static inline std::set<const void*> alive;
  static inline long constructed = 0;
  static inline long destroyed = 0;
  static inline long bad = 0;
  static void reset() {
    alive.clear();
    constructed = destroyed = bad = 0;
  }

  Census() noexcept { born(); }
  Census(const Census&) noexcept { born(); }
  Census(Census&&) noexcept { born(); }
  Census& operator=(const Census&) noexcept = default;
  Census& operator=(Census&&) noexcept = default;
  ~Census() {
    if (alive.erase(this) != 1) ++bad;
    ++destroyed;
  }

 private:
  void born() noexcept {
    if (!alive.insert(this).second) ++bad;
    ++constructed;
  }
};

/// A counted element (nothrow move: staged).
struct Counted {
  Census<Counted> census;
  int v = 0;
};
TIDYJSON_TYPE(Counted, v)

/// A counted element read through a type-level converter, from an integer:
/// negative levels fail (std::range_error: converter_failed), 999 throws
/// something that is not a std::exception and so leaves the reader.
struct Abort {
  int level;
};
struct Gauge {
  Census<Gauge> census;
  int level = 0;
  Gauge() = default;
  explicit Gauge(int l) : level(l) {}
};
struct GaugeLevel {
  static int to_json(const Gauge& g) { return g.level; }
  static Gauge from_json(int v) {
    if (v < 0) throw std::range_error("negative level " + std::to_string(v));
    if (v == 999) throw Abort{v};
    return Gauge(v);
  }
};
TIDYJSON_CONVERTER(Gauge, GaugeLevel)

/// Vectors that are not empty before they are read.
struct Defaults {
  std::vector<int> v{7, 8, 9};
  std::vector<std::string> s{"x", "y"};
};
TIDYJSON_TYPE(Defaults, v, s)

}  // namespace fastp

namespace {

namespace detail = tidyjson::detail;

// ---------------------------------------------------------------------------
// std::vector: the staged first elements

// How many elements each element type stages (0: none, read in place).
static_assert(detail::vector_stage_size<std::vector<int>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::string>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Item>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::vector<int>>> == 8);
static_assert(detail::vector_stage_size<std::vector<std::optional<std::string>>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Counted>> == 8);
static_assert(detail::vector_stage_size<std::vector<fastp::Gauge>> == 8);
static_assert(sizeof(fastp::Mid) == 100 && detail::vector_stage_size<std::vector<fastp::Mid>> == 5);
static_assert(sizeof(fastp::Big) > 256 && detail::vector_stage_size<std::vector<fastp::Big>> == 0);
static_assert(sizeof(fastp::Wide) == 64 && detail::vector_stage_size<std::vector<fastp::Wide>> == 8);
static_assert(detail::vector_stage_size<std::vector<bool>> == 0);
static_assert(detail::vector_stage_size<std::deque<int>> == 0);

/// The i-th sample of each element type (distinct, and allocating for i > 3).
template <class E>
E sample(std::size_t i) {
  if constexpr (std::is_same_v<E, int>) {
    return static_cast<int>(i * 7919 % 1000) - 500;
  } else if constexpr (std::is_same_v<E, std::string>) {
    return std::string(i % 5 * 8, static_cast<char>('a' + i % 26)) + std::to_string(i);
  } else if constexpr (std::is_same_v<E, fastp::Item>) {
    fastp::Item it;
    it.name = "item " + std::string(i, 'x') + std::to_string(i);
    for (std::size_t k = 0; k < i % 11; ++k) it.tags.push_back(static_cast<int>(i * 100 + k));
    return it;
  } else if constexpr (std::is_same_v<E, std::vector<int>>) {
    std::vector<int> v;
    for (std::size_t k = 0; k < i % 13; ++k) v.push_back(static_cast<int>(k) - static_cast<int>(i));
    return v;
  } else if constexpr (std::is_same_v<E, std::optional<std::string>>) {
    if (i % 3 == 0) return std::nullopt;
    return std::string(i, 'o');
  } else if constexpr (std::is_same_v<E, fastp::Mid>) {
    fastp::Mid m;
    for (std::size_t k = 0; k < m.v.size(); ++k) m.v[k] = static_cast<std::int32_t>(i * 1000 + k);
    return m;
  } else if constexpr (std::is_same_v<E, fastp::Big>) {
    fastp::Big b;
    b.name = "big " + std::to_string(i);
    for (std::size_t k = 0; k < b.data.size(); ++k) b.data[k] = static_cast<std::int64_t>(i * 1000 + k) * 1000000007;
    return b;
  } else {
    static_assert(std::is_same_v<E, bool>);
    return i % 3 == 1;
  }
}

template <class E>
class StagedVectors : public ::testing::Test {};
using ElementTypes = ::testing::Types<int, std::string, fastp::Item, std::vector<int>, std::optional<std::string>,
                                      fastp::Mid, fastp::Big, bool>;
TYPED_TEST_SUITE(StagedVectors, ElementTypes);

TYPED_TEST(StagedVectors, RoundTripsOfEveryLengthUpTo40) {
  using E = TypeParam;
  for (std::size_t n = 0; n <= 40; ++n) {
    std::vector<E> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(sample<E>(i));
    const std::string text = tidyjson::serialize(v);
    const auto back = tidyjson::deserialize<std::vector<E>>(text);
    ASSERT_EQ(back.size(), n) << text;
    EXPECT_TRUE(back == v) << text;
    // Pretty-printed (whitespace around every comma) and through the deque
    // reader, which never stages.
    static const tidyjson::options pretty{tidyjson::indent{2}};
    EXPECT_TRUE(round_trip(v, pretty) == v) << n;
    const auto d = tidyjson::deserialize<std::deque<E>>(text);
    EXPECT_TRUE(std::equal(d.begin(), d.end(), v.begin(), v.end())) << n;
  }
}

// The expected behaviour: an array of at most the stage size (8 elements of
// a small type, 5 of the 100-byte Mid) is read into one allocation of exactly
// its length. Above it the vector grows as it likes, but holds its elements.
TYPED_TEST(StagedVectors, ShortArraysAreOneAllocationOfTheRightSize) {
  using E = TypeParam;
  constexpr std::size_t stage = detail::vector_stage_size<std::vector<E>>;
  for (std::size_t n = 1; n <= 8; ++n) {
    std::vector<E> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(sample<E>(i));
    const auto back = tidyjson::deserialize<std::vector<E>>(tidyjson::serialize(v));
    ASSERT_TRUE(back == v);
    if (n <= stage) {
      EXPECT_EQ(back.capacity(), n) << "length " << n;
    } else {
      EXPECT_GE(back.capacity(), n);
    }
  }
  const auto none = tidyjson::deserialize<std::vector<E>>("[]");
  EXPECT_EQ(none.capacity(), 0u);
}

TEST(StagedVectorsCapacity, InnerVectorsToo) {
  const auto v = tidyjson::deserialize<std::vector<std::vector<int>>>("[[1],[1,2],[1,2,3,4,5,6,7],[1,2,3,4,5,6,7,8]]");
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v.capacity(), 4u);
  for (std::size_t i = 0; i < v.size(); ++i) EXPECT_EQ(v[i].capacity(), v[i].size()) << i;
  const auto h = tidyjson::deserialize<fastp::Holder>(R"({"items":[{"name":"a","tags":[1,2,3]},{"name":"b","tags":[]}]})");
  EXPECT_EQ(h.items.capacity(), 2u);
  EXPECT_EQ(h.items[0].tags.capacity(), 3u);
}

/// An array of `n` samples of E with element `bad` replaced by `bad_text`;
/// `at` receives the offset where the bad element starts.
template <class E>
std::string array_with(std::size_t n, std::size_t bad, const std::string& bad_text, std::size_t& at) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i % 4 == 0 ? ", " : ",";
    if (i == bad) {
      at = s.size();
      s += bad_text;
    } else {
      s += tidyjson::serialize(sample<E>(i));
    }
  }
  return s + "]";
}

TEST(StagedVectorsErrors, ExactPathAndPositionOfAnyElement) {
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 2, k + 9, std::size_t{21}}) {
      if (n <= k) continue;
      std::size_t at = 0;
      const std::string idx = "$[" + std::to_string(k) + "]";
      std::string text = array_with<int>(n, k, "\"x\"", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got a string", idx, 1, at + 1}))
          << text;
      text = array_with<int>(n, k, "4294967296", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::out_of_range, "number 4294967296 does not fit in int32_t", idx, 1, at + 1}));
      text = array_with<int>(n, k, "1.5", at);
      EXPECT_EQ(read_failure<std::vector<int>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got 1.5", idx, 1, at + 1}));
      text = array_with<std::string>(n, k, "12", at);
      EXPECT_EQ(read_failure<std::vector<std::string>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a number", idx, 1, at + 1}));
      text = array_with<std::optional<std::string>>(n, k, "true", at);
      EXPECT_EQ(read_failure<std::vector<std::optional<std::string>>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a boolean", idx, 1, at + 1}));
      text = array_with<std::vector<int>>(n, k, "[1,2,\"3\"]", at);
      EXPECT_EQ(read_failure<std::vector<std::vector<int>>>(text),
                (failure{error_code::type_mismatch, "expected an integer, got a string", idx + "[2]", 1, at + 6}));
      text = array_with<fastp::Item>(n, k, R"({"name":"n","tags":[1,null]})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Item>>(text),
                (failure{error_code::type_mismatch, "expected a number, got null", idx + ".tags[1]", 1, at + 23}));
      text = array_with<fastp::Big>(n, k, R"({"name":7})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Big>>(text),
                (failure{error_code::type_mismatch, "expected a string, got a number", idx + ".name", 1, at + 9}));
      text = array_with<fastp::Mid>(n, k, R"({"v":[1,2,3]})", at);
      EXPECT_EQ(read_failure<std::vector<fastp::Mid>>(text),
                (failure{error_code::type_mismatch, "expected an array of 25 elements, got 3", idx + ".v", 1, at + 12}));
      text = array_with<bool>(n, k, "1", at);
      EXPECT_EQ(read_failure<std::vector<bool>>(text),
                (failure{error_code::type_mismatch, "expected a boolean, got a number", idx, 1, at + 1}));
      // In a member: "$.items[k].name".
      std::string items = array_with<fastp::Item>(n, k, R"({"tags":[],"name":false})", at);
      const std::string holder = "{\"items\":" + items + "}";
      EXPECT_EQ(read_failure<fastp::Holder>(holder),
                (failure{error_code::type_mismatch, "expected a string, got a boolean",
                         "$.items[" + std::to_string(k) + "].name", 1, 9 + at + 19}))
          << holder;
      if (HasFailure()) return;
    }
  }
}

TEST(StagedVectorsErrors, SameAsTheDequeReaderForEveryPrefixAndCorruption) {
  // std::deque is read element by element in place: the reference. Every
  // prefix of a valid array, and every byte replaced by a few others, must
  // fail (or read) the same way through the stage.
  std::vector<fastp::Item> items;
  for (std::size_t i = 0; i < 12; ++i) items.push_back(sample<fastp::Item>(i % 4));
  std::vector<int> ints;
  for (std::size_t i = 0; i < 20; ++i) ints.push_back(sample<int>(i));
  const std::string texts[] = {tidyjson::serialize(items), tidyjson::serialize(ints)};
  for (const std::string& text : texts) {
    std::vector<std::string> variants;
    for (std::size_t cut = 0; cut < text.size(); ++cut) variants.push_back(text.substr(0, cut));
    for (std::size_t i = 0; i < text.size(); ++i) {
      for (char c : {' ', ',', ']', '}', '"', 'x', '1'}) {
        std::string t = text;
        t[i] = c;
        variants.push_back(t);
      }
    }
    for (const std::string& t : variants) {
      if (&text == &texts[0]) {
        EXPECT_EQ(read_failure<std::vector<fastp::Item>>(t), read_failure<std::deque<fastp::Item>>(t)) << t;
      } else {
        EXPECT_EQ(read_failure<std::vector<int>>(t), read_failure<std::deque<int>>(t)) << t;
      }
    }
  }
}

// ---------------------------------------------------------------------------
// std::vector: every element constructed is destroyed exactly once

template <class Tag>
void expect_balanced(const std::string& what) {
  EXPECT_EQ(fastp::Census<Tag>::bad, 0) << what;
  EXPECT_TRUE(fastp::Census<Tag>::alive.empty()) << what << ": " << fastp::Census<Tag>::alive.size() << " alive";
  EXPECT_EQ(fastp::Census<Tag>::constructed, fastp::Census<Tag>::destroyed) << what;
}

std::string counted_array(std::size_t n, std::size_t bad, const std::string& bad_text) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += ',';
    s += i == bad ? bad_text : "{\"v\":" + std::to_string(i) + "}";
  }
  return s + "]";
}

TEST(StagedVectorsLifetimes, SuccessDestroysEveryElementOnce) {
  for (std::size_t n = 0; n <= 24; ++n) {
    fastp::Census<fastp::Counted>::reset();
    {
      const auto v = tidyjson::deserialize<std::vector<fastp::Counted>>(counted_array(n, n, ""));
      ASSERT_EQ(v.size(), n);
      for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(v[i].v, static_cast<int>(i));
      // Only the vector's elements are alive while it is.
      EXPECT_EQ(fastp::Census<fastp::Counted>::alive.size(), n);
      EXPECT_EQ(fastp::Census<fastp::Counted>::bad, 0);
    }
    expect_balanced<fastp::Counted>("length " + std::to_string(n));
  }
}

TEST(StagedVectorsLifetimes, AnErrorInAnyElementDestroysWhatWasBuilt) {
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 5, std::size_t{21}}) {
      if (n <= k) continue;
      fastp::Census<fastp::Counted>::reset();
      const std::string text = counted_array(n, k, "{\"v\":\"x\"}");
      const auto f = read_failure<std::vector<fastp::Counted>>(text);
      EXPECT_EQ(f.code, error_code::type_mismatch);
      EXPECT_EQ(f.path, "$[" + std::to_string(k) + "].v");
      EXPECT_EQ(f.column, text.find("\"x\"") + 1);
      EXPECT_GT(fastp::Census<fastp::Counted>::constructed, static_cast<long>(k));
      expect_balanced<fastp::Counted>(text);
      // A structural error after element k.
      fastp::Census<fastp::Counted>::reset();
      std::string broken = counted_array(n, n, "");
      broken.insert(broken.find("{\"v\":" + std::to_string(k) + "}") + 5 + std::to_string(k).size() + 1, " x");
      EXPECT_EQ(read_code<std::vector<fastp::Counted>>(broken), error_code::unexpected_character) << broken;
      expect_balanced<fastp::Counted>(broken);
    }
  }
  // Every truncation of a 12-element array.
  const std::string whole = counted_array(12, 12, "");
  for (std::size_t cut = 0; cut < whole.size(); ++cut) {
    fastp::Census<fastp::Counted>::reset();
    EXPECT_NE(read_code<std::vector<fastp::Counted>>(whole.substr(0, cut)), error_code::none);
    expect_balanced<fastp::Counted>(whole.substr(0, cut));
  }
}

std::string gauge_array(std::size_t n, std::size_t bad, int bad_level, std::size_t& at) {
  std::string s = "[";
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += ',';
    if (i == bad) at = s.size();
    s += std::to_string(i == bad ? bad_level : static_cast<int>(i));
  }
  return s + "]";
}

TEST(StagedVectorsLifetimes, ConvertersThatFailOrThrowInAnyElement) {
  using G = fastp::Census<fastp::Gauge>;
  {
    G::reset();
    std::size_t at = 0;
    {
      const auto v = tidyjson::deserialize<std::vector<fastp::Gauge>>(gauge_array(12, 99, 0, at));
      ASSERT_EQ(v.size(), 12u);
      EXPECT_EQ(v[11].level, 11);
      EXPECT_EQ(tidyjson::serialize(v), "[0,1,2,3,4,5,6,7,8,9,10,11]");
    }
    expect_balanced<fastp::Gauge>("success");
  }
  for (std::size_t k = 0; k <= 20; ++k) {
    for (std::size_t n : {k + 1, k + 4, std::size_t{21}}) {
      if (n <= k) continue;
      // The converter fails with a std::exception: an error at element k.
      G::reset();
      std::size_t at = 0;
      const std::string text = gauge_array(n, k, -3, at);
      EXPECT_EQ(read_failure<std::vector<fastp::Gauge>>(text),
                (failure{error_code::converter_failed, "negative level -3", "$[" + std::to_string(k) + "]", 1, at + 1}));
      expect_balanced<fastp::Gauge>(text);
      // The converter throws something else: it leaves deserialize as it is.
      G::reset();
      const std::string thrown = gauge_array(n, k, 999, at);
      try {
        (void)tidyjson::deserialize<std::vector<fastp::Gauge>>(thrown);
        ADD_FAILURE() << "no exception for " << thrown;
      } catch (const fastp::Abort& a) {
        EXPECT_EQ(a.level, 999);
      }
      expect_balanced<fastp::Gauge>(thrown);
      G::reset();
      try {
        (void)tidyjson::try_deserialize<std::vector<fastp::Gauge>>(thrown);
        ADD_FAILURE() << "no exception for " << thrown;
      } catch (const fastp::Abort& a) {
        EXPECT_EQ(a.level, 999);
      }
      expect_balanced<fastp::Gauge>(thrown);
    }
  }
}

TEST(StagedVectors, ReadingReplacesWhatTheVectorHeld) {
  for (std::size_t n = 0; n <= 12; ++n) {
    std::string ints = "[", strings = "[";
    std::vector<int> want_ints;
    std::vector<std::string> want_strings;
    for (std::size_t i = 0; i < n; ++i) {
      ints += (i ? "," : "") + std::to_string(i * 3);
      strings += (i ? ",\"" : "\"") + std::string(i * 5, 's') + "\"";
      want_ints.push_back(static_cast<int>(i * 3));
      want_strings.push_back(std::string(i * 5, 's'));
    }
    const auto d = tidyjson::deserialize<fastp::Defaults>("{\"v\":" + ints + "],\"s\":" + strings + "]}");
    EXPECT_EQ(d.v, want_ints) << n;
    EXPECT_EQ(d.s, want_strings) << n;
  }
  // Members not in the input keep their defaults.
  const auto d = tidyjson::deserialize<fastp::Defaults>("{}");
  EXPECT_EQ(d.v, (std::vector<int>{7, 8, 9}));
  EXPECT_EQ(d.s, (std::vector<std::string>{"x", "y"}));
}

TEST(StagedVectors, SettingsBetweenElements) {
  // Comments and trailing commas wherever the stage ends an element.
  static const tidyjson::options lenient{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  for (std::size_t n = 1; n <= 12; ++n) {
    std::string text = "[";
    std::vector<int> want;
    for (std::size_t i = 0; i < n; ++i) {
      text += std::to_string(i) + (i % 2 ? "/* c */," : "// c\n,");
      want.push_back(static_cast<int>(i));
    }
    text += "]";
    const auto v = tidyjson::deserialize<std::vector<int>>(text, lenient);
    EXPECT_EQ(v, want) << text;
    if (n <= 8) EXPECT_EQ(v.capacity(), n) << text;
    // Strict settings: the same errors as the deque reader's.
    const auto f = read_failure<std::vector<int>>(text);
    EXPECT_EQ(f.code, error_code::comment);
    EXPECT_EQ(f.path, "$");
    EXPECT_EQ(f, read_failure<std::deque<int>>(text));
    text.erase(text.size() - 1);
    EXPECT_EQ(read_failure<std::vector<int>>(text, lenient), read_failure<std::deque<int>>(text, lenient));
  }
  const auto f = read_failure<std::vector<int>>("[1,2,]");
  EXPECT_EQ(f, (failure{error_code::trailing_comma, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)",
                        "$", 1, 5}));
}

TEST(StagedVectors, EveryArrayIsLeftAgain) {
  // The depth goes back down after each staged array: many siblings read at
  // the depth of one.
  std::string text = "[";
  for (int i = 0; i < 200; ++i) text += (i ? ",[" : "[") + std::to_string(i) + "," + std::to_string(i) + "]";
  text += "]";
  const auto v = tidyjson::deserialize<std::vector<std::vector<int>>>(text);
  ASSERT_EQ(v.size(), 200u);
  EXPECT_EQ(v[199], (std::vector<int>{199, 199}));
  static const tidyjson::options two{tidyjson::max_depth(2)};
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::vector<int>>>(text, two).size(), 200u);
  static const tidyjson::options one{tidyjson::max_depth(1)};
  const auto f = read_failure<std::vector<std::vector<int>>>("[[1],[2]]", one);
  EXPECT_EQ(f, (failure{error_code::depth_exceeded, "nesting deeper than the maximum depth of 1 (tidyjson::max_depth)",
                        "$[0]", 1, 2}));
  std::vector<fastp::Item> items(150, sample<fastp::Item>(5));
  static const tidyjson::options three{tidyjson::max_depth(3)};
  EXPECT_EQ(tidyjson::deserialize<std::vector<fastp::Item>>(tidyjson::serialize(items), three), items);
}

TEST(StagedVectors, OverAlignedElements) {
  for (std::size_t n = 0; n <= 12; ++n) {
    std::string text = "[";
    for (std::size_t i = 0; i < n; ++i) text += (i ? ",{\"x\":" : "{\"x\":") + std::to_string(i) + ".5}";
    text += "]";
    fastp::Wide::misaligned = 0;
    const auto v = tidyjson::deserialize<std::vector<fastp::Wide>>(text);
    ASSERT_EQ(v.size(), n);
    for (std::size_t i = 0; i < n; ++i) EXPECT_EQ(v[i].x, static_cast<double>(i) + 0.5);
    EXPECT_EQ(fastp::Wide::misaligned, 0) << text;
  }
}

TEST(StagedVectors, VectorOfBoolIsReadInPlace) {
  for (std::size_t n = 0; n <= 40; ++n) {
    std::vector<bool> v;
    for (std::size_t i = 0; i < n; ++i) v.push_back(i % 3 == 1);
    EXPECT_EQ(round_trip(v), v) << n;
  }
  EXPECT_EQ(tidyjson::deserialize<std::vector<bool>>("[true, false ,true]"), (std::vector<bool>{true, false, true}));
}


}  // namespace
