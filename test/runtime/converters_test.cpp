// Converters make any type serializable, whatever its own traits: standard
// types that are ranges of themselves (std::filesystem::path), not
// comparable (std::any), not ranges the reader can fill (std::valarray),
// maps that repeat keys (std::multimap), character strings tidyjson does not
// write (std::u8string, std::wstring), integers wider than 64 bits. Each is
// written and read through options, through a context (metadata and fast
// path), inside containers and optionals, and by deserialize_stream with
// reused elements. The runtime must not look inside a converted type (its
// copy and comparison traits included): a converter for std::filesystem::path
// did not compile because they walked the path's elements, which are paths.
#include "test_util.hpp"

#include <any>
#include <array>
#include <bitset>
#include <chrono>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <valarray>
#include <variant>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_failure;

// ---------------------------------------------------------------------------
// Type-level converters for standard types: at global scope, where the
// runtime's lookup of a std:: type's description finds them.

struct PathAsString {
  static std::string to_json(const std::filesystem::path& p) { return p.generic_string(); }
  static std::filesystem::path from_json(const std::string& s) { return std::filesystem::path(s); }
};
TIDYJSON_CONVERTER(std::filesystem::path, PathAsString)

using Complex = std::complex<double>;
struct ComplexAsPair {
  static std::array<double, 2> to_json(const Complex& c) { return {c.real(), c.imag()}; }
  static Complex from_json(const std::array<double, 2>& a) { return {a[0], a[1]}; }
};
TIDYJSON_CONVERTER(Complex, ComplexAsPair)

namespace conv {
/// An error code as the category's name and the value.
struct ErrorCodeJson {
  std::string category;
  int value = 0;
};
TIDYJSON_TYPE(ErrorCodeJson, category, value)
}  // namespace conv

struct ErrorCodeAsObject {
  static conv::ErrorCodeJson to_json(const std::error_code& e) { return {e.category().name(), e.value()}; }
  static tidyjson::result<std::error_code> from_json(const conv::ErrorCodeJson& j) {
    if (j.category == std::generic_category().name()) return std::error_code(j.value, std::generic_category());
    if (j.category == std::system_category().name()) return std::error_code(j.value, std::system_category());
    return tidyjson::error_info{error_code::converter_failed, "unknown error category \"" + j.category + "\""};
  }
};
TIDYJSON_CONVERTER(std::error_code, ErrorCodeAsObject)

/// Every std::bitset<N>, as its digits: a converter for a class template.
template <std::size_t N>
struct BitsAsString {
  static std::string to_json(const std::bitset<N>& b) { return b.to_string(); }
  static std::bitset<N> from_json(const std::string& s) {
    if (s.size() != N) throw std::invalid_argument("expected " + std::to_string(N) + " binary digits");
    return std::bitset<N>(s);  // throws std::invalid_argument on a digit other than 0 and 1
  }
};
template <std::size_t N>
TIDYJSON_CONVERTER(std::bitset<N>, BitsAsString<N>)

struct YearAsInt {
  static int to_json(const std::chrono::year& y) { return static_cast<int>(y); }
  static std::chrono::year from_json(int y) { return std::chrono::year{y}; }
};
TIDYJSON_CONVERTER(std::chrono::year, YearAsInt)

struct WeekdayAsName {
  static constexpr const char* names[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static std::string to_json(const std::chrono::weekday& d) { return names[d.c_encoding() % 7]; }
  static tidyjson::result<std::chrono::weekday> from_json(const std::string& s) {
    for (unsigned i = 0; i < 7; ++i) {
      if (s == names[i]) return std::chrono::weekday{i};
    }
    return tidyjson::error_info{error_code::converter_failed, "not a day: " + s};
  }
};
TIDYJSON_CONVERTER(std::chrono::weekday, WeekdayAsName)

struct ByteAsNumber {
  static std::uint8_t to_json(const std::byte& b) { return std::to_integer<std::uint8_t>(b); }
  static std::byte from_json(std::uint8_t v) { return std::byte{v}; }
};
TIDYJSON_CONVERTER(std::byte, ByteAsNumber)

/// std::valarray is a range the reader cannot fill (no clear/push_back).
using Samples = std::valarray<double>;
struct SamplesAsArray {
  static std::vector<double> to_json(const Samples& v) { return {std::begin(v), std::end(v)}; }
  static Samples from_json(const std::vector<double>& v) { return Samples(v.data(), v.size()); }
};
TIDYJSON_CONVERTER(Samples, SamplesAsArray)

/// A map that holds a key twice cannot be a JSON object; as an array of pairs
/// it can.
using Index = std::multimap<std::string, int>;
struct IndexAsPairs {
  static std::vector<std::pair<std::string, int>> to_json(const Index& m) { return {m.begin(), m.end()}; }
  static Index from_json(const std::vector<std::pair<std::string, int>>& v) { return {v.begin(), v.end()}; }
};
TIDYJSON_CONVERTER(Index, IndexAsPairs)

/// Integers wider than 64 bits are refused, but not through a converter.
#if defined(__SIZEOF_INT128__)
using Wide = __int128;
struct WideAsString {
  static std::string to_json(const Wide& w) {
    unsigned __int128 u = w < 0 ? -static_cast<unsigned __int128>(w) : static_cast<unsigned __int128>(w);
    std::string digits;
    do {
      digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
      u /= 10;
    } while (u != 0);
    return w < 0 ? "-" + digits : digits;
  }
  static Wide from_json(const std::string& s) {
    if (s.empty()) throw std::invalid_argument("empty");
    const bool negative = s[0] == '-';
    unsigned __int128 u = 0;
    for (std::size_t i = negative ? 1 : 0; i < s.size(); ++i) {
      if (s[i] < '0' || s[i] > '9') throw std::invalid_argument("not a digit");
      u = u * 10 + static_cast<unsigned>(s[i] - '0');
    }
    return negative ? -static_cast<Wide>(u) : static_cast<Wide>(u);
  }
};
TIDYJSON_CONVERTER(Wide, WideAsString)
#endif

// ---------------------------------------------------------------------------
// Member converters (tidyjson::with<C>), for types whose own family would be
// chosen otherwise, or that a type-level converter would serve too widely.

namespace conv {

/// std::any by hand: what the program puts in it (nothing, an integer or a
/// string), as the JSON value it is.
struct AnyAsValue {
  using json = std::variant<std::monostate, std::int64_t, std::string>;
  static json to_json(const std::any& a) {
    if (!a.has_value()) return std::monostate{};
    if (const auto* i = std::any_cast<std::int64_t>(&a)) return *i;
    if (const auto* s = std::any_cast<std::string>(&a)) return *s;
    throw std::invalid_argument(std::string("std::any holding ") + a.type().name());
  }
  static std::any from_json(const json& j) {
    if (const auto* i = std::get_if<std::int64_t>(&j)) return *i;
    if (const auto* s = std::get_if<std::string>(&j)) return *s;
    return {};
  }
};

/// UTF-8 text in a std::u8string, as a JSON string.
struct U8AsString {
  static std::string to_json(const std::u8string& s) { return {s.begin(), s.end()}; }
  static std::u8string from_json(const std::string& s) { return {s.begin(), s.end()}; }
};

/// ASCII text in a std::wstring (the program stores nothing else).
struct AsciiWide {
  static std::string to_json(const std::wstring& s) {
    std::string out;
    for (wchar_t c : s) {
      if (c < 0 || c > 0x7F) throw std::invalid_argument("not ASCII");
      out += static_cast<char>(c);
    }
    return out;
  }
  static std::wstring from_json(const std::string& s) { return {s.begin(), s.end()}; }
};

/// A monotonic time point as nanoseconds since the clock's epoch.
struct SteadyNanos {
  static std::int64_t to_json(const std::chrono::steady_clock::time_point& t) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
  }
  static std::chrono::steady_clock::time_point from_json(std::int64_t n) {
    return std::chrono::steady_clock::time_point{
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::nanoseconds{n})};
  }
};

/// Every converted type in one model, members of each kind of holder.
struct Workspace {
  std::filesystem::path root;
  std::vector<std::filesystem::path> sources;
  std::optional<std::filesystem::path> output;
  std::map<std::string, std::filesystem::path> tools;
  Complex impedance;
  std::error_code last_error;
  std::bitset<12> flags;
  std::chrono::year since{2020};
  std::vector<std::chrono::weekday> days;
  std::byte mode{0x0F};
  Samples samples;
  Index index;
#if defined(__SIZEOF_INT128__)
  Wide total = 0;
#endif
  std::any extra;
  std::u8string title;
  std::wstring label;
  std::chrono::steady_clock::time_point started;
};
#if defined(__SIZEOF_INT128__)
#define CONV_WIDE_TOTAL total,
#else
#define CONV_WIDE_TOTAL
#endif
TIDYJSON_TYPE(Workspace, root, sources, output, tools, impedance, last_error, flags, since, days, mode, samples,
              index, CONV_WIDE_TOTAL(extra, tidyjson::with<AnyAsValue>{}), (title, tidyjson::with<U8AsString>{}),
              (label, tidyjson::with<AsciiWide>{}), (started, tidyjson::with<SteadyNanos>{}))

/// What the fast path serves of it: every converter is chosen at compile
/// time, so nothing here blocks it.
struct Files {
  std::filesystem::path root;
  std::vector<std::filesystem::path> sources;
  std::bitset<4> flags;
  std::u8string title;
};
TIDYJSON_TYPE(Files, root, sources, flags, (title, tidyjson::with<U8AsString>{}))

Workspace sample() {
  Workspace w;
  w.root = "/src/app";
  w.sources = {"main.cpp", "lib/a b.cpp"};
  w.output = "build/app";
  w.tools = {{"cc", "/usr/bin/cc"}};
  w.impedance = {50.0, -2.5};
  w.last_error = std::make_error_code(std::errc::no_such_file_or_directory);
  w.flags = std::bitset<12>("100000000101");
  w.since = std::chrono::year{2031};
  w.days = {std::chrono::Monday, std::chrono::Friday};
  w.mode = std::byte{0xA5};
  w.samples = Samples{0.5, 1.25};
  w.index = {{"a", 1}, {"a", 2}, {"b", 3}};
#if defined(__SIZEOF_INT128__)
  w.total = -(static_cast<Wide>(1) << 100);
#endif
  w.extra = std::string("note");
  w.title = u8"caf\u00e9";
  w.label = L"lbl";
  w.started = std::chrono::steady_clock::time_point{std::chrono::nanoseconds{123456789}};
  return w;
}

void expect_same(const Workspace& a, const Workspace& b) {
  EXPECT_EQ(a.root, b.root);
  EXPECT_EQ(a.sources, b.sources);
  EXPECT_EQ(a.output, b.output);
  EXPECT_EQ(a.tools, b.tools);
  EXPECT_EQ(a.impedance, b.impedance);
  EXPECT_EQ(a.last_error, b.last_error);
  EXPECT_EQ(a.flags, b.flags);
  EXPECT_EQ(a.since, b.since);
  EXPECT_EQ(a.days, b.days);
  EXPECT_EQ(a.mode, b.mode);
  ASSERT_EQ(a.samples.size(), b.samples.size());
  for (std::size_t i = 0; i < a.samples.size(); ++i) EXPECT_EQ(a.samples[i], b.samples[i]);
  EXPECT_EQ(a.index, b.index);
#if defined(__SIZEOF_INT128__)
  EXPECT_TRUE(a.total == b.total);
#endif
  EXPECT_EQ(a.extra.has_value(), b.extra.has_value());
  if (a.extra.has_value() && b.extra.has_value()) {
    EXPECT_EQ(std::any_cast<std::string>(a.extra), std::any_cast<std::string>(b.extra));
  }
  EXPECT_TRUE(a.title == b.title);  // GoogleTest built as C++14 cannot print a std::u8string
  EXPECT_EQ(a.label, b.label);
  EXPECT_EQ(a.started, b.started);
}

}  // namespace conv

TIDYJSON_CONTEXT(WorkspaceJson, (conv::Workspace, std::vector<conv::Workspace>))
TIDYJSON_CONTEXT(WorkspaceMetadataJson, (conv::Workspace), tidyjson::generation::metadata)
TIDYJSON_CONTEXT(FilesFastJson, (conv::Files), tidyjson::generation::fast_path)

namespace {

const char* const expected_workspace =
    R"({"root":"/src/app","sources":["main.cpp","lib/a b.cpp"],"output":"build/app","tools":{"cc":"/usr/bin/cc"},)"
    R"("impedance":[50,-2.5],"last_error":{"category":"generic","value":2},"flags":"100000000101","since":2031,)"
    R"("days":["Mon","Fri"],"mode":165,"samples":[0.5,1.25],"index":[["a",1],["a",2],["b",3]],)"
#if defined(__SIZEOF_INT128__)
    R"("total":"-1267650600228229401496703205376",)"
#endif
    R"("extra":"note","title":"café","label":"lbl","started":123456789})";

TEST(Converters, StandardTypesWriteThroughTheirConverters) {
  EXPECT_EQ(tidyjson::serialize(conv::sample()), expected_workspace);
}

TEST(Converters, StandardTypesRoundTripThroughOptions) {
  static const tidyjson::options opts{tidyjson::naming::camel_case};
  const conv::Workspace w = conv::sample();
  const std::string text = tidyjson::serialize(w, opts);
  EXPECT_NE(text.find("\"lastError\":"), std::string::npos);
  conv::expect_same(tidyjson::deserialize<conv::Workspace>(text, opts), w);
}

TEST(Converters, StandardTypesRoundTripThroughContexts) {
  const conv::Workspace w = conv::sample();
  EXPECT_EQ(tidyjson::serialize(w, WorkspaceJson{}), expected_workspace);
  EXPECT_EQ(tidyjson::serialize(w, WorkspaceMetadataJson{}), expected_workspace);
  conv::expect_same(tidyjson::deserialize<conv::Workspace>(expected_workspace, WorkspaceJson{}), w);
  conv::expect_same(tidyjson::deserialize<conv::Workspace>(expected_workspace, WorkspaceMetadataJson{}), w);

  static_assert(tidyjson::fast_path_served_v<FilesFastJson, conv::Files>);
  conv::Files f{"/a", {"b", "c/d"}, std::bitset<4>("1010"), u8"t"};
  EXPECT_EQ(tidyjson::serialize(f, FilesFastJson{}), R"({"root":"/a","sources":["b","c/d"],"flags":"1010","title":"t"})");
  std::string buffer;
  tidyjson::serialize_to(buffer, f, FilesFastJson{});
  EXPECT_EQ(buffer, tidyjson::serialize(f));
}

TEST(Converters, StandardTypesInAStreamOfReusedElements) {
  const conv::Workspace w = conv::sample();
  conv::Workspace other;
  other.root = "/other";
  std::vector<conv::Workspace> all;
  all.push_back(w);
  all.push_back(other);
  all.push_back(w);
  std::ostringstream out;
  tidyjson::serialize_stream(out, all);
  for (int pass = 0; pass < 2; ++pass) {
    std::istringstream in(out.str());
    std::size_t i = 0;
    if (pass == 0) {
      for (const conv::Workspace& e : tidyjson::deserialize_stream<conv::Workspace>(in).reuse_elements()) {
        conv::expect_same(e, all.at(i++));
      }
    } else {
      for (const conv::Workspace& e : tidyjson::deserialize_stream<conv::Workspace>(in, WorkspaceJson{}).reuse_elements()) {
        conv::expect_same(e, all.at(i++));
      }
    }
    EXPECT_EQ(i, all.size());
  }
}

TEST(Converters, ConverterErrorsCarryThePath) {
  const auto bad_bits = read_failure<conv::Workspace>(R"({"flags":"1012"})");
  EXPECT_EQ(bad_bits.code, error_code::converter_failed);
  EXPECT_EQ(bad_bits.path, "$.flags");
  const auto bad_category = read_failure<conv::Workspace>(R"({"last_error":{"category":"mine","value":1}})");
  EXPECT_EQ(bad_category.code, error_code::converter_failed);
  EXPECT_EQ(bad_category.message, "unknown error category \"mine\"");
  EXPECT_EQ(bad_category.path, "$.last_error");
  const auto bad_day = read_failure<conv::Workspace>(R"({"days":["Mon","Someday"]})");
  EXPECT_EQ(bad_day.code, error_code::converter_failed);
  EXPECT_EQ(bad_day.path, "$.days[1]");
  // The surrogate's own checks come first: a std::byte's is a uint8_t.
  const auto bad_byte = read_failure<conv::Workspace>(R"({"mode":256})");
  EXPECT_EQ(bad_byte.code, error_code::out_of_range);
  EXPECT_EQ(bad_byte.path, "$.mode");
  // A converter that throws while writing: the write fails, naming the member.
  conv::Workspace w;
  w.extra = 1.5;  // a double: AnyAsValue does not know it
  const auto written = tidyjson::try_serialize(w);
  ASSERT_FALSE(written.has_value());
  EXPECT_EQ(written.error().code, error_code::converter_failed);
  EXPECT_EQ(written.error().path, "$.extra");
  EXPECT_EQ(written.error().message.rfind("std::any holding ", 0), 0U) << written.error().message;
  try {
    (void)tidyjson::serialize(w, WorkspaceJson{});
    ADD_FAILURE() << "serialize did not throw";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::converter_failed);
    EXPECT_EQ(e.path(), "$.extra");
  }
}

TEST(Converters, WhenDefaultComparesOnlyWhatCanBeCompared) {
  static const tidyjson::options opts{tidyjson::ignore::when_default};
  conv::Workspace w;
  w.since = std::chrono::year{0};
  w.mode = std::byte{0};
  // Equal to their value-initialized selves, so left out: the path, the
  // complex number, the error code, the bitset, the year, the byte, the
  // containers. std::any cannot be compared: it is written whatever it holds.
  EXPECT_EQ(tidyjson::serialize(w, opts), R"({"extra":null})");
}

TEST(Converters, AConverterForATypeTheRuntimeRefusesMakesItServable) {
  // Without their converters these are compile errors (compile_fail tests and
  // json-missing-registration's std-types table): a repeated-key map, a wide
  // integer, a range of itself, a range that cannot be filled.
  static_assert(tidyjson::detail::supported_v<Index, true>);
  static_assert(tidyjson::detail::supported_v<std::filesystem::path, true>);
  static_assert(tidyjson::detail::supported_v<Samples, true>);
#if defined(__SIZEOF_INT128__)
  static_assert(tidyjson::detail::supported_v<Wide, true>);
#endif
  EXPECT_EQ(tidyjson::serialize(Index{{"k", 1}, {"k", 1}}), R"([["k",1],["k",1]])");
}

}  // namespace
