// The writer's fast paths, each against a plain reference written here:
//
//   1. strings (write/writer.hpp, copy_plain and put_string): a string with
//      nothing to escape is copied with overlapping loads and no loop below 16
//      bytes; every length up to 80 with a byte that needs escaping (or is not
//      ASCII, or is not UTF-8) at every position, in every escaping mode; and
//      no byte outside the string is read (strings that end, or start, at a
//      page that cannot be read);
//   2. leaf formatting: integers below 10,000 without a loop, decimals of
//      scale 2, UUIDs eight digits per word, time stamps without std::chrono's
//      calendar (every day of the years 0000-9999), enumerator names quoted by
//      the compiler (dense and sparse enumerations, names that need escaping,
//      a custom escaper);
//   3. one reservation per member (key and value together): the output is the
//      same whatever the buffer's size, through chunks of every size from 1
//      byte, with runtime options and contexts, on the fast and metadata paths;
//   4. serialize_to into a caller's fixed buffer: the size, or buffer_too_small
//      with the size needed, for every buffer size around the output's, never a
//      byte written past the end.
//
// write_paths.cmake builds this file twice: as it is (runtime.write_paths, the
// SSE2 string copy on x86-64) and with TIDYJSON_NO_SIMD
// (runtime.write_paths.portable, the word-at-a-time copy).
#include "test_util.hpp"

#include <array>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

using tidyjson::error_code;

namespace wp {

enum class Dense { a, bb, ccc };
TIDYJSON_ENUM(Dense, a, bb, ccc)

enum class Sparse { low = -5, mid = 7, high = 1000 };
TIDYJSON_ENUM(Sparse, low, mid, high)

// Names that need escaping in some mode: a quote, a '<', a non-ASCII letter.
enum class Odd { quote, angle, accent };
TIDYJSON_ENUM(Odd, (quote, "say \"hi\""), (angle, "a<b"), (accent, "caf\xc3\xa9"))

struct Leaves {
  int i = -42;
  unsigned u = 9999;
  std::int64_t big = std::numeric_limits<std::int64_t>::min();
  bool yes = true;
  bool no = false;
  double d = 0.1;
  tidyjson::decimal price{1250, 2};
  tidyjson::uuid id;
  std::chrono::sys_seconds when{std::chrono::seconds{1760861460}};
  Dense dense = Dense::bb;
  Sparse sparse = Sparse::high;
  Odd odd = Odd::angle;
  std::optional<int> maybe;
  std::optional<std::string> note;
  std::string text = "plain";
  std::vector<int> list{1, 2, 3};
  friend bool operator==(const Leaves&, const Leaves&) = default;
};
TIDYJSON_TYPE(Leaves, i, u, big, yes, no, d, price, id, when, dense, sparse, odd, maybe, note, text, list)

struct Holder {
  std::vector<Leaves> items;
  std::string tail;
  friend bool operator==(const Holder&, const Holder&) = default;
};
TIDYJSON_TYPE(Holder, items, tail)

TIDYJSON_CONTEXT(NeverJson, (Holder), tidyjson::enums::as_string, tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(WhenNullJson, (Holder), tidyjson::enums::as_string, tidyjson::ignore::when_null)
TIDYJSON_CONTEXT(HtmlJson, (Holder), tidyjson::enums::as_string, tidyjson::escaping::html_safe,
                 tidyjson::generation::fast_path)

/// A converter that throws for negative values.
struct Throws {
  int v = 0;
};
struct ThrowingConverter {
  static int to_json(const Throws& t) {
    if (t.v < 0) throw std::runtime_error("no");
    return t.v;
  }
  static Throws from_json(int v) { return {v}; }
};
TIDYJSON_CONVERTER(Throws, ThrowingConverter)

}  // namespace wp

namespace {

// ===========================================================================
// References

constexpr char kHex[] = "0123456789abcdef";

/// Strict UTF-8 (RFC 3629): the length of the sequence at s[i] and its code
/// point, or 0 when it is not well formed.
int decode(std::string_view s, std::size_t i, char32_t& cp) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char c = b(i);
  int len = 0;
  char32_t min = 0;
  if (c >= 0xC2 && c <= 0xDF) {
    len = 2, cp = c & 0x1F, min = 0x80;
  } else if (c >= 0xE0 && c <= 0xEF) {
    len = 3, cp = c & 0x0F, min = 0x800;
  } else if (c >= 0xF0 && c <= 0xF4) {
    len = 4, cp = c & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + static_cast<std::size_t>(len) > s.size()) return 0;
  for (int k = 1; k < len; ++k) {
    if ((b(i + static_cast<std::size_t>(k)) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b(i + static_cast<std::size_t>(k)) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

std::string u_escape(unsigned v) {
  return std::string("\\u") + kHex[(v >> 12) & 0xF] + kHex[(v >> 8) & 0xF] + kHex[(v >> 4) & 0xF] + kHex[v & 0xF];
}

/// The JSON string the writer must produce for `s`, or nullopt when `s` is
/// not UTF-8. Byte by byte, from RFC 8259 and the modes' documentation.
std::optional<std::string> reference_string(std::string_view s, tidyjson::escaping mode,
                                            bool (*custom)(char32_t) = nullptr) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      const bool html = mode == tidyjson::escaping::html_safe && (c == '<' || c == '>' || c == '&' || c == '\'');
      if (c == '"' || c == '\\') {
        out += '\\';
        out += static_cast<char>(c);
      } else if (c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r') {
        out += '\\';
        out += c == '\b' ? 'b' : c == '\t' ? 't' : c == '\n' ? 'n' : c == '\f' ? 'f' : 'r';
      } else if (c < 0x20 || html || (custom != nullptr && custom(c))) {
        out += u_escape(c);
      } else {
        out += static_cast<char>(c);
      }
      ++i;
      continue;
    }
    char32_t cp = 0;
    const int len = decode(s, i, cp);
    if (len == 0) return std::nullopt;
    if (mode == tidyjson::escaping::ascii_only || (custom != nullptr && custom(cp))) {
      if (cp >= 0x10000) {
        out += u_escape(0xD800 + static_cast<unsigned>((cp - 0x10000) >> 10));
        out += u_escape(0xDC00 + static_cast<unsigned>((cp - 0x10000) & 0x3FF));
      } else {
        out += u_escape(static_cast<unsigned>(cp));
      }
    } else {
      out.append(s.substr(i, static_cast<std::size_t>(len)));
    }
    i += static_cast<std::size_t>(len);
  }
  out += '"';
  return out;
}

/// What writing `s` alone gives: the JSON, or "error: <code>".
std::string written(std::string_view s, const tidyjson::options& opts) {
  auto r = tidyjson::try_serialize(s, opts);
  if (!r) return "error: " + std::string(tidyjson::to_string(r.error().code));
  return *r;
}

std::string expected(std::string_view s, tidyjson::escaping mode, bool (*custom)(char32_t) = nullptr) {
  const auto r = reference_string(s, mode, custom);
  return r ? *r : "error: " + std::string(tidyjson::to_string(error_code::invalid_utf8_output));
}

const tidyjson::options& options_for(tidyjson::escaping mode) {
  static const tidyjson::options minimal{tidyjson::escaping::minimal};
  static const tidyjson::options html{tidyjson::escaping::html_safe};
  static const tidyjson::options ascii{tidyjson::escaping::ascii_only};
  return mode == tidyjson::escaping::minimal ? minimal : mode == tidyjson::escaping::html_safe ? html : ascii;
}

constexpr tidyjson::escaping kModes[] = {tidyjson::escaping::minimal, tidyjson::escaping::html_safe,
                                         tidyjson::escaping::ascii_only};

// ===========================================================================
// The copy that was compiled

TEST(WriteBuild, TheExpectedCopyIsCompiled) {
#if defined(TIDYJSON_NO_SIMD)
  EXPECT_EQ(TIDYJSON_SSE2, 0) << "TIDYJSON_NO_SIMD must select the portable copy";
#elif defined(__SSE2__)
  EXPECT_EQ(TIDYJSON_SSE2, 1) << "SSE2 is available: the 16-byte copy must be compiled";
#else
  GTEST_SKIP() << "no SSE2 on this target: both builds test the portable copy";
#endif
}

// ===========================================================================
// 1. Strings

TEST(WriteString, PlainStringsOfEveryLength) {
  for (std::size_t n = 0; n <= 80; ++n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += static_cast<char>(' ' + 1 + (i * 7) % 90);  // printable, no '"' or '\\'?
    for (char& c : s) {
      if (c == '"' || c == '\\') c = 'x';
    }
    for (const auto mode : kModes) {
      SCOPED_TRACE("length " + std::to_string(n) + ", mode " + std::to_string(static_cast<int>(mode)));
      EXPECT_EQ(written(s, options_for(mode)), expected(s, mode));
    }
  }
}

TEST(WriteString, ASpecialByteAtEveryPositionOfEveryLength) {
  // Each piece stops the plain copy: an escape, a control character, a byte
  // HTML-safe output escapes, valid UTF-8 of every length, and bytes that are
  // not UTF-8 (a lone continuation byte, an overlong form, a surrogate, a
  // truncated sequence).
  const std::vector<std::string> pieces = {"\"",           "\\",           std::string(1, '\0'), "\x01",
                                           "\x1f",         "\n",           "\x7f",               "<",
                                           "&",            "'",            ">",                  "\xc3\xa9",
                                           "\xe2\x82\xac", "\xf0\x9f\x98\x80", "\x80",           "\xc0\xaf",
                                           "\xed\xa0\x80", "\xe2\x82",     "\xff"};
  for (std::size_t n = 1; n <= 80; ++n) {
    for (const std::string& piece : pieces) {
      for (std::size_t at = 0; at + piece.size() <= n; ++at) {
        std::string s(n, 'a');
        s.replace(at, piece.size(), piece);
        for (const auto mode : kModes) {
          ASSERT_EQ(written(s, options_for(mode)), expected(s, mode))
              << "length " << n << ", piece at " << at << ", mode " << static_cast<int>(mode);
        }
      }
    }
  }
}

bool escape_digits(char32_t c) { return c >= '0' && c <= '9'; }

TEST(WriteString, ACustomEscaperSeesEveryCharacter) {
  const tidyjson::options opts{tidyjson::custom_escaper{escape_digits}};
  for (std::size_t n = 0; n <= 40; ++n) {
    std::string s;
    for (std::size_t i = 0; i < n; ++i) s += static_cast<char>(i % 3 == 0 ? '0' + i % 10 : 'a' + i % 26);
    EXPECT_EQ(written(s, opts), expected(s, tidyjson::escaping::minimal, escape_digits)) << s;
  }
}

TEST(WriteString, LongStringsAcrossEscapeBlocks) {
  // Longer than the 1,024-byte block the writer reserves for at a time, with
  // special bytes near the block boundaries.
  for (const std::size_t n : {1023U, 1024U, 1025U, 2047U, 2048U, 2049U, 5000U}) {
    for (const std::size_t at : {std::size_t{0}, n / 2, std::size_t{1023}, std::size_t{1024}, n - 1}) {
      if (at >= n) continue;
      std::string s(n, 'q');
      s[at] = '"';
      std::string u = s;
      if (at + 2 <= n) u.replace(at, 2, "\xc3\xa9");
      for (const auto mode : kModes) {
        EXPECT_EQ(written(s, options_for(mode)), expected(s, mode)) << n << " " << at;
        EXPECT_EQ(written(u, options_for(mode)), expected(u, mode)) << n << " " << at;
      }
    }
  }
}

#if defined(__linux__)
/// Two pages, the second unreadable: a string placed at the end of the first
/// page faults if any byte past it is read; one placed at the start of the
/// second readable page (after an unreadable one) faults if any byte before it
/// is read.
class GuardedPages {
 public:
  GuardedPages() {
    page_ = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    void* p = ::mmap(nullptr, page_ * 3, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::runtime_error("mmap");
    base_ = static_cast<char*>(p);
    ::mprotect(base_, page_, PROT_NONE);
    ::mprotect(base_ + 2 * page_, page_, PROT_NONE);
  }
  ~GuardedPages() { ::munmap(base_, page_ * 3); }
  GuardedPages(const GuardedPages&) = delete;
  GuardedPages& operator=(const GuardedPages&) = delete;
  /// `s` copied so that it ends where the readable page ends.
  std::string_view at_end(std::string_view s) {
    char* p = base_ + 2 * page_ - s.size();
    std::memcpy(p, s.data(), s.size());
    return {p, s.size()};
  }
  /// `s` copied so that it starts where the readable page starts.
  std::string_view at_start(std::string_view s) {
    std::memcpy(base_ + page_, s.data(), s.size());
    return {base_ + page_, s.size()};
  }

 private:
  std::size_t page_ = 0;
  char* base_ = nullptr;
};

TEST(WriteString, NothingOutsideTheStringIsRead) {
  GuardedPages pages;
  for (std::size_t n = 0; n <= 70; ++n) {
    for (const char fill : {'a', '"'}) {
      std::string s(n, 'b');
      if (n > 0) s[n / 2] = fill;
      for (const auto mode : kModes) {
        EXPECT_EQ(written(pages.at_end(s), options_for(mode)), expected(s, mode)) << n;
        EXPECT_EQ(written(pages.at_start(s), options_for(mode)), expected(s, mode)) << n;
      }
    }
  }
}
#endif

// ===========================================================================
// 2. Leaf formatting

template <class I>
std::string to_chars_text(I v) {
  char buf[32];
  return {buf, std::to_chars(buf, buf + sizeof buf, v).ptr};
}

TEST(WriteNumbers, IntegersAgainstToChars) {
  std::vector<std::int64_t> values;
  for (std::int64_t v = -100000; v <= 100000; ++v) values.push_back(v);
  std::int64_t p = 1;
  for (int k = 0; k < 19; ++k, p *= 10) {
    for (const std::int64_t d : {-1, 0, 1}) {
      values.push_back(p + d);
      values.push_back(-(p + d));
    }
  }
  values.push_back(std::numeric_limits<std::int64_t>::min());
  values.push_back(std::numeric_limits<std::int64_t>::max());
  std::mt19937_64 rng(22);
  for (int k = 0; k < 100000; ++k) values.push_back(static_cast<std::int64_t>(rng()) >> (rng() % 64));
  for (const std::int64_t v : values) {
    ASSERT_EQ(tidyjson::serialize(v), to_chars_text(v));
  }
  for (const std::uint64_t v : {std::uint64_t{0}, std::uint64_t{9999}, std::uint64_t{10000},
                                std::numeric_limits<std::uint64_t>::max(), std::uint64_t{10000000000000000000ULL}}) {
    EXPECT_EQ(tidyjson::serialize(v), to_chars_text(v));
  }
  EXPECT_EQ(tidyjson::serialize(std::numeric_limits<int>::min()), "-2147483648");
  EXPECT_EQ(tidyjson::serialize(std::int8_t{-128}), "-128");
}

/// The text of coefficient * 10^-scale, from the coefficient's decimal digits.
std::string decimal_text(std::int64_t coef, int scale) {
  std::string digits = coef < 0 ? to_chars_text(0 - static_cast<std::uint64_t>(coef)) : to_chars_text(coef);
  if (scale > 0) {
    if (digits.size() <= static_cast<std::size_t>(scale)) {
      digits.insert(0, static_cast<std::size_t>(scale) + 1 - digits.size(), '0');
    }
    digits.insert(digits.size() - static_cast<std::size_t>(scale), ".");
  }
  return coef < 0 ? "-" + digits : digits;
}

TEST(WriteNumbers, DecimalsOfEveryScaleAgainstTheirDigits) {
  std::mt19937_64 rng(2);
  for (int scale = 0; scale <= tidyjson::decimal::max_scale; ++scale) {
    std::vector<std::int64_t> coefs = {0, 1, -1, 9, 10, 99, 100, 101, 999, 1000, 9999, 10000, 99999,
                                       tidyjson::decimal::max_coefficient, -tidyjson::decimal::max_coefficient};
    for (int k = 0; k < 2000; ++k) {
      coefs.push_back(static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(tidyjson::decimal::max_coefficient)) *
                      (k % 2 == 0 ? 1 : -1) / static_cast<std::int64_t>(1 + rng() % 1000000));
    }
    for (const std::int64_t c : coefs) {
      ASSERT_EQ(tidyjson::serialize(tidyjson::decimal(c, scale)), decimal_text(c, scale)) << c << " scale " << scale;
    }
  }
}

TEST(WriteUuid, EveryByteValueAtEveryPosition) {
  for (std::size_t at = 0; at < 16; ++at) {
    for (unsigned v = 0; v < 256; ++v) {
      std::array<std::uint8_t, 16> bytes{};
      for (std::size_t k = 0; k < 16; ++k) bytes[k] = static_cast<std::uint8_t>(k * 17 + 3);
      bytes[at] = static_cast<std::uint8_t>(v);
      std::string want = "\"";
      for (std::size_t k = 0; k < 16; ++k) {
        if (k == 4 || k == 6 || k == 8 || k == 10) want += '-';
        want += kHex[bytes[k] >> 4];
        want += kHex[bytes[k] & 0xF];
      }
      want += '"';
      ASSERT_EQ(tidyjson::serialize(tidyjson::uuid(bytes)), want) << at << " " << v;
    }
  }
}

TEST(WriteUuid, TheSameAtCompileTime) {
  static constexpr tidyjson::uuid id({0x4a, 0x1c, 0x0b, 0x2e, 0x9f, 0x3d, 0x4e, 0x7a, 0x8c, 0x21, 0x0d, 0x5e, 0x6f, 0x7a,
                                      0x8b, 0x90});
  static constexpr auto text = [] {
    std::array<char, 36> out{};
    id.format_to(out.data());
    return out;
  }();
  EXPECT_EQ(std::string(text.data(), text.size()), id.to_string());
  EXPECT_EQ(id.to_string(), "4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90");
}

/// "YYYY-MM-DDTHH:MM:SS" from std::chrono's calendar.
std::string reference_time(std::chrono::sys_seconds t) {
  using namespace std::chrono;
  const auto day = floor<days>(t);
  const year_month_day ymd{day};
  const hh_mm_ss<seconds> hms{t - day};
  std::string out = "0000-00-00T00:00:00";
  const auto put = [&out](std::size_t at, long long v, int width) {
    for (int k = width - 1; k >= 0; --k, v /= 10) out[at + static_cast<std::size_t>(k)] = static_cast<char>('0' + v % 10);
  };
  put(0, static_cast<int>(ymd.year()), 4);
  put(5, static_cast<unsigned>(ymd.month()), 2);
  put(8, static_cast<unsigned>(ymd.day()), 2);
  put(11, hms.hours().count(), 2);
  put(14, hms.minutes().count(), 2);
  put(17, hms.seconds().count(), 2);
  return out;
}

TEST(WriteTime, EveryDayOfTheYears0000To9999) {
  using namespace std::chrono;
  const sys_days first = year{0} / January / 1;
  const sys_days last = year{9999} / December / 31;
  char buf[32];
  std::int64_t k = 0;
  for (sys_days d = first; d <= last; d += days{1}, ++k) {
    // A different time of day each day, so that every hour, minute and second occurs.
    const sys_seconds t = d + seconds{(k * 7919) % 86400};
    char* end = tidyjson::detail::format_utc_seconds(buf, t.time_since_epoch().count());
    ASSERT_NE(end, nullptr);
    ASSERT_EQ(std::string(buf, end), reference_time(t));
  }
}

TEST(WriteTime, EverySecondOfADayAndTheEdges) {
  using namespace std::chrono;
  const sys_days day = year{2024} / February / 29;
  char buf[32];
  for (int s = 0; s < 86400; ++s) {
    const sys_seconds t = day + seconds{s};
    char* end = tidyjson::detail::format_utc_seconds(buf, t.time_since_epoch().count());
    ASSERT_NE(end, nullptr);
    ASSERT_EQ(std::string(buf, end), reference_time(t));
  }
  const std::int64_t first = sys_seconds{sys_days{year{0} / January / 1}}.time_since_epoch().count();
  const std::int64_t last = sys_seconds{sys_days{year{9999} / December / 31} + seconds{86399}}.time_since_epoch().count();
  EXPECT_EQ(std::string(buf, tidyjson::detail::format_utc_seconds(buf, first)), "0000-01-01T00:00:00");
  EXPECT_EQ(std::string(buf, tidyjson::detail::format_utc_seconds(buf, last)), "9999-12-31T23:59:59");
  EXPECT_EQ(tidyjson::detail::format_utc_seconds(buf, first - 1), nullptr);
  EXPECT_EQ(tidyjson::detail::format_utc_seconds(buf, last + 1), nullptr);
  EXPECT_EQ(tidyjson::detail::format_utc_seconds(buf, std::numeric_limits<std::int64_t>::min()), nullptr);
  EXPECT_EQ(tidyjson::detail::format_utc_seconds(buf, std::numeric_limits<std::int64_t>::max()), nullptr);
}

TEST(WriteTime, EveryPeriodAndSign) {
  using namespace std::chrono;
  const sys_seconds base = sys_days{year{1969} / December / 31} + hours{23} + minutes{59} + seconds{59};
  EXPECT_EQ(tidyjson::serialize(base), "\"1969-12-31T23:59:59Z\"");
  EXPECT_EQ(tidyjson::serialize(time_point_cast<milliseconds>(base) + milliseconds{250}),
            "\"1969-12-31T23:59:59.25Z\"");
  EXPECT_EQ(tidyjson::serialize(sys_time<milliseconds>{milliseconds{-1}}), "\"1969-12-31T23:59:59.999Z\"");
  EXPECT_EQ(tidyjson::serialize(sys_time<microseconds>{microseconds{-1500001}}), "\"1969-12-31T23:59:58.499999Z\"");
  EXPECT_EQ(tidyjson::serialize(sys_time<nanoseconds>{nanoseconds{1}}), "\"1970-01-01T00:00:00.000000001Z\"");
  EXPECT_EQ(tidyjson::serialize(sys_time<minutes>{minutes{-1}}), "\"1969-12-31T23:59:00Z\"");
  EXPECT_EQ(tidyjson::serialize(sys_days{year{2026} / October / 19}), "\"2026-10-19T00:00:00Z\"");
  // A count whose conversion to seconds overflows is outside 0000-9999 too.
  const auto too_late = sys_time<hours>{hours{std::numeric_limits<std::int64_t>::max() / 2}};
  EXPECT_EQ(tidyjson::try_serialize(too_late).error().code, error_code::invalid_value);
  // Periods that are not a whole number of seconds or a fraction dividing 1 s
  // by a power of ten take the general path, with the same text.
  using thirds = duration<std::int64_t, std::ratio<1, 3>>;
  EXPECT_EQ(tidyjson::serialize(sys_time<thirds>{thirds{3 * 86400 + 1}}), "\"1970-01-02T00:00:00.333333333Z\"");
  using doubles = duration<double>;
  EXPECT_EQ(tidyjson::serialize(sys_time<doubles>{doubles{0.5}}), "\"1970-01-01T00:00:00.5Z\"");
}

std::string name_written(auto v, const tidyjson::options& o) {
  auto r = tidyjson::try_serialize(v, o);
  return r ? *r : "error: " + r.error().message;
}

bool escape_b(char32_t c) { return c == 'b'; }

TEST(WriteEnums, NamesDenseSparseAndEscaped) {
  const tidyjson::options names{tidyjson::enums::as_string};
  const tidyjson::options html{tidyjson::enums::as_string, tidyjson::escaping::html_safe};
  const tidyjson::options ascii{tidyjson::enums::as_string, tidyjson::escaping::ascii_only};
  const tidyjson::options custom{tidyjson::enums::as_string, tidyjson::custom_escaper{escape_b}};
  const tidyjson::options numbers;
  EXPECT_EQ(name_written(wp::Dense::a, names), "\"a\"");
  EXPECT_EQ(name_written(wp::Dense::ccc, names), "\"ccc\"");
  EXPECT_EQ(name_written(wp::Dense::bb, custom), "\"\\u0062\\u0062\"");
  EXPECT_EQ(name_written(static_cast<wp::Dense>(3), names),
            "error: value 3 of wp::Dense has no name in its TIDYJSON_ENUM description");
  EXPECT_EQ(name_written(static_cast<wp::Dense>(-1), names),
            "error: value -1 of wp::Dense has no name in its TIDYJSON_ENUM description");
  EXPECT_EQ(name_written(wp::Sparse::low, names), "\"low\"");
  EXPECT_EQ(name_written(wp::Sparse::high, names), "\"high\"");
  EXPECT_EQ(name_written(wp::Sparse::high, numbers), "1000");
  EXPECT_EQ(name_written(wp::Sparse::low, numbers), "-5");
  EXPECT_EQ(name_written(static_cast<wp::Sparse>(8), names),
            "error: value 8 of wp::Sparse has no name in its TIDYJSON_ENUM description");
  EXPECT_EQ(name_written(wp::Odd::quote, names), R"("say \"hi\"")");
  EXPECT_EQ(name_written(wp::Odd::angle, names), "\"a<b\"");
  EXPECT_EQ(name_written(wp::Odd::angle, html), "\"a\\u003cb\"");
  EXPECT_EQ(name_written(wp::Odd::accent, names), "\"caf\xc3\xa9\"");
  EXPECT_EQ(name_written(wp::Odd::accent, ascii), "\"caf\\u00e9\"");
  static_assert(tidyjson::detail::enum_names<wp::Dense>::fast && tidyjson::detail::enum_names<wp::Dense>::dense);
  static_assert(tidyjson::detail::enum_names<wp::Sparse>::fast && !tidyjson::detail::enum_names<wp::Sparse>::dense);
  static_assert(!tidyjson::detail::enum_names<wp::Odd>::fast);
}

// ===========================================================================
// 3. One reservation per member, whatever the buffer

wp::Holder sample_holder() {
  wp::Holder h;
  for (int k = 0; k < 6; ++k) {
    wp::Leaves l;
    l.i = k * 1111 - 3000;
    l.big = k == 0 ? std::numeric_limits<std::int64_t>::min() : std::int64_t{k} << (k * 9);
    l.d = k * 0.3;
    l.price = tidyjson::decimal(k * 123457 - 200000, k % 4);
    l.id = tidyjson::uuid({static_cast<std::uint8_t>(k), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0xff});
    l.when += std::chrono::hours{k * 10000};
    l.dense = static_cast<wp::Dense>(k % 3);
    l.odd = static_cast<wp::Odd>(k % 3);
    if (k % 2 == 0) l.maybe = k;
    if (k % 3 != 0) l.note = "note " + std::to_string(k);
    if (k == 4) l.note = std::string(1100, 'x');  // past one escape block
    l.text = std::string(static_cast<std::size_t>(k * 7), k % 2 == 0 ? 'p' : '<');
    h.items.push_back(l);
  }
  h.tail = "the end \xe2\x82\xac";
  return h;
}

/// The output through a sink that hands over `chunk` bytes at a time.
template <class Write>
std::string through_chunks(std::size_t chunk, Write&& write) {
  std::string out;
  tidyjson::detail::callback_sink snk(
      [&](std::string_view piece) {
        out.append(piece);
        return true;
      },
      chunk);
  tidyjson::error_info err;
  EXPECT_TRUE(write(snk, err)) << err.message;
  return out;
}

template <class Ctx>
void check_context_chunks(const wp::Holder& h) {
  const std::string whole = tidyjson::serialize(h, Ctx{});
  for (std::size_t chunk = 1; chunk <= 600; chunk += chunk < 64 ? 1 : 37) {
    const std::string text = through_chunks(chunk, [&](tidyjson::sink& snk, tidyjson::error_info& err) {
      return tidyjson::detail::context_write<Ctx>(snk, h, err);
    });
    ASSERT_EQ(text, whole) << "chunk " << chunk;
  }
}

TEST(WriteMembers, TheSameOutputThroughChunksOfEverySize) {
  const wp::Holder h = sample_holder();
  const tidyjson::options opts{tidyjson::enums::as_string};
  const std::string whole = tidyjson::serialize(h, opts);
  for (std::size_t chunk = 1; chunk <= 600; chunk += chunk < 64 ? 1 : 37) {
    const std::string text = through_chunks(chunk, [&](tidyjson::sink& snk, tidyjson::error_info& err) {
      return tidyjson::detail::write_root(snk, h, tidyjson::detail::runtime_config{&opts}, err);
    });
    ASSERT_EQ(text, whole) << "chunk " << chunk;
  }
  check_context_chunks<wp::NeverJson>(h);
  check_context_chunks<wp::WhenNullJson>(h);
  check_context_chunks<wp::HtmlJson>(h);
}

TEST(WriteMembers, ContextsAndOptionsAgreeAndRoundTrip) {
  const wp::Holder h = sample_holder();
  const std::string with_options = tidyjson::serialize(h, tidyjson::options{tidyjson::enums::as_string});
  EXPECT_EQ(tidyjson::serialize(h, wp::NeverJson{}), with_options);
  const std::string when_null =
      tidyjson::serialize(h, tidyjson::options{tidyjson::enums::as_string, tidyjson::ignore::when_null});
  EXPECT_EQ(tidyjson::serialize(h, wp::WhenNullJson{}), when_null);
  EXPECT_EQ(tidyjson::serialize(h, wp::HtmlJson{}),
            tidyjson::serialize(h, tidyjson::options{tidyjson::enums::as_string, tidyjson::escaping::html_safe}));
  EXPECT_NE(with_options.find("\"maybe\":null"), std::string::npos);
  EXPECT_EQ(when_null.find("\"maybe\":null"), std::string::npos);
  EXPECT_EQ(tidyjson::deserialize<wp::Holder>(with_options, tidyjson::options{tidyjson::enums::as_string}), h);
  EXPECT_EQ(tidyjson::deserialize<wp::Holder>(when_null, wp::WhenNullJson{}), h);
  // The members' text, once, literally.
  wp::Leaves l;
  l.note = "n";
  EXPECT_EQ(tidyjson::serialize(l, tidyjson::options{tidyjson::enums::as_string}),
            R"({"i":-42,"u":9999,"big":-9223372036854775808,"yes":true,"no":false,"d":0.1,"price":12.50,)"
            R"("id":"00000000-0000-0000-0000-000000000000","when":"2025-10-19T08:11:00Z","dense":"bb",)"
            R"("sparse":"high","odd":"a<b","maybe":null,"note":"n","text":"plain","list":[1,2,3]})");
}

TEST(WriteMembers, AFailingMemberHasItsPath) {
  wp::Holder h = sample_holder();
  h.items[3].odd = static_cast<wp::Odd>(9);
  auto r = tidyjson::try_serialize(h, wp::NeverJson{});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::unknown_enumerator);
  EXPECT_EQ(r.error().path, "$.items[3].odd");
  h = sample_holder();
  h.items[5].text = "bad \xff";
  r = tidyjson::try_serialize(h, wp::NeverJson{});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::invalid_utf8_output);
  EXPECT_EQ(r.error().path, "$.items[5].text");
  h = sample_holder();
  h.items[1].when = std::chrono::sys_seconds{std::chrono::seconds{std::numeric_limits<std::int64_t>::max() / 4}};
  r = tidyjson::try_serialize(h, wp::NeverJson{});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::invalid_value);
  EXPECT_EQ(r.error().path, "$.items[1].when");
  h = sample_holder();
  h.items[2].note = "x\xc3";
  r = tidyjson::try_serialize(h, tidyjson::options{tidyjson::enums::as_string});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().path, "$.items[2].note");
}

// ===========================================================================
// 4. serialize_to a caller's fixed buffer

/// Every buffer size from 0 to the output's size + 80: the output and its
/// size when it fits, buffer_too_small with the size needed when it does not,
/// and never a byte written past the buffer (a canary follows it).
template <class Write>
void check_every_size(const std::string& whole, Write&& write) {
  for (std::size_t size = 0; size <= whole.size() + 80; ++size) {
    std::vector<char> storage(size + 64, '#');
    const tidyjson::result<std::size_t> r = write(std::span<char>(storage.data(), size));
    for (std::size_t k = size; k < storage.size(); ++k) {
      ASSERT_EQ(storage[k], '#') << "byte " << k << " written past a buffer of " << size;
    }
    if (size >= whole.size()) {
      ASSERT_TRUE(r) << size;
      ASSERT_EQ(*r, whole.size());
      ASSERT_EQ(std::string_view(storage.data(), *r), whole);
    } else {
      ASSERT_FALSE(r) << size;
      EXPECT_EQ(r.error().code, error_code::buffer_too_small);
      EXPECT_EQ(r.error().message, "the output takes " + std::to_string(whole.size()) + " bytes; the buffer holds " +
                                       std::to_string(size));
    }
  }
}

TEST(WriteSpan, EveryBufferSizeWithOptionsAndContexts) {
  const wp::Holder h = sample_holder();
  const tidyjson::options opts{tidyjson::enums::as_string};
  check_every_size(tidyjson::serialize(h, opts),
                   [&](std::span<char> buf) { return tidyjson::serialize_to(buf, h, opts); });
  check_every_size(tidyjson::serialize(h, wp::NeverJson{}),
                   [&](std::span<char> buf) { return tidyjson::serialize_to(buf, h, wp::NeverJson{}); });
  check_every_size(tidyjson::serialize(h, wp::WhenNullJson{}),
                   [&](std::span<char> buf) { return tidyjson::serialize_to(buf, h, wp::WhenNullJson{}); });
  const std::vector<std::string> strings = {"a", std::string(3000, 'z'), "\"q\"", std::string(700, '\n')};
  check_every_size(tidyjson::serialize(strings),
                   [&](std::span<char> buf) { return tidyjson::serialize_to(buf, strings); });
}

TEST(WriteSpan, ArraysVectorsAndErrors) {
  const std::vector<int> v{1, 22, 333};
  char array[16];
  auto r = tidyjson::serialize_to(array, v);
  ASSERT_TRUE(r);
  EXPECT_EQ(std::string_view(array, *r), "[1,22,333]");
  std::vector<char> vec(4);
  r = tidyjson::serialize_to(vec, v);
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::buffer_too_small);
  EXPECT_EQ(r.error().message, "the output takes 10 bytes; the buffer holds 4");
  // An error of the value itself wins over the buffer's size.
  char small[2];
  r = tidyjson::serialize_to(small, std::string("\xff"));
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, error_code::invalid_utf8_output);
  EXPECT_EQ(r.error().path, "$");
  EXPECT_EQ(tidyjson::to_string(error_code::buffer_too_small), "buffer too small");
}

// ===========================================================================
// serialize_to a std::string replaces its contents

TEST(WriteToString, ReplacesLongerAndShorterContents) {
  std::string buf(5000, 'x');
  tidyjson::serialize_to(buf, std::vector<int>{1, 2});
  EXPECT_EQ(buf, "[1,2]");
  tidyjson::serialize_to(buf, std::string(600, 'y'));
  EXPECT_EQ(buf, "\"" + std::string(600, 'y') + "\"");
  tidyjson::serialize_to(buf, 7);
  EXPECT_EQ(buf, "7");
  EXPECT_THROW(tidyjson::serialize_to(buf, std::string("\xff")), tidyjson::error);
  EXPECT_EQ(buf, "");
}

TEST(WriteToString, AConverterThatThrowsLeavesNothingHalfWritten) {
  std::string buf = "old";
  const std::vector<wp::Throws> v{{1}, {2}, {-1}};
  // The converter's exception fails the write at the element's path.
  try {
    tidyjson::serialize_to(buf, v);
    ADD_FAILURE() << "serialize_to did not throw";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), error_code::converter_failed);
    EXPECT_EQ(e.path(), "$[2]");
  }
  EXPECT_EQ(buf, "");
  // A sink that appends keeps what it held before, and nothing of the value.
  std::string appended = "keep";
  tidyjson::detail::string_sink snk(appended);
  tidyjson::error_info err;
  EXPECT_FALSE(tidyjson::detail::write_root(
      snk, v, tidyjson::detail::runtime_config{&tidyjson::detail::default_options()}, err));
  EXPECT_EQ(err.code, error_code::converter_failed);
  EXPECT_EQ(err.message, "no");
  EXPECT_EQ(appended, "keep");
}

}  // namespace
