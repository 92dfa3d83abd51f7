// The standard files of bench/data (twitter.json, citm_catalog.json,
// canada.json) read into their typed models (bench/models/) and written back.
//
// citm_catalog.json holds no number that has two shortest forms, so writing
// what was read gives the input without its whitespace, byte for byte;
// twitter.json too, but for the order of the members of its media's sizes,
// which varies in the file; reading either output gives the same value again. canada.json's
// coordinates are written with up to 17 significant digits; each must read
// as the double std::from_chars reads from the same text (exact reading), be
// written as the text std::to_chars gives for that double (the shortest that
// reads back as it), and read back to the same double. Options and contexts
// must agree, and damaged copies of the files fail with the error, path and
// position they should.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "models/canada.hpp"
#include "models/citm_catalog.hpp"
#include "models/data.hpp"
#include "models/twitter.hpp"
#include "test_util.hpp"

namespace bench::twitter {
TIDYJSON_CONTEXT_DEFINE(TwitterJson)
}
namespace bench::citm {
TIDYJSON_CONTEXT_DEFINE(CitmJson)
}
namespace bench::canada {
TIDYJSON_CONTEXT_DEFINE(CanadaJson)
}

namespace {

using tidyjson::error_code;
using tidyjson_test::failure;

/// `text` without the whitespace between tokens (strings kept as they are).
std::string minified(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      out += c;
      if (c == '\\') {
        out += text[++i];
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
      out += c;
    } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
      out += c;
    }
  }
  return out;
}

/// Every JSON number in `text` (outside strings), as its text.
std::vector<std::string_view> number_tokens(std::string_view text) {
  std::vector<std::string_view> out;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t j = i + 1;
      while (j < text.size() && std::strchr("0123456789.eE+-", text[j]) != nullptr) ++j;
      out.push_back(text.substr(i, j - i));
      i = j - 1;
    }
  }
  return out;
}

template <class T>
failure read_failure(std::string_view text, const tidyjson::options& opts) {
  return tidyjson_test::read_failure<T>(text, opts);
}

/// Reads the file with the model's options and with its context; both must
/// give the same value, and writing it with either, into a string or a
/// caller's buffer, the same text.
template <class T, class Context>
struct file_round_trip {
  std::string input;
  T value;
  std::string written;

  explicit file_round_trip(std::string_view file, const tidyjson::options& opts)
      : input(bench::data::read(file)), value(tidyjson::deserialize<T>(input, opts)),
        written(tidyjson::serialize(value, opts)) {
    check_modes_agree();
  }

  void check_modes_agree() const {
    const T by_context = tidyjson::deserialize<T>(input, Context{});
    EXPECT_TRUE(by_context == value);
    EXPECT_EQ(tidyjson::serialize(value, Context{}), written);
    std::vector<char> buffer(written.size());
    const tidyjson::result<std::size_t> n = tidyjson::serialize_to(std::span<char>(buffer), value, Context{});
    ASSERT_TRUE(n.has_value());
    EXPECT_EQ(std::string_view(buffer.data(), *n), written);
    // One byte short is refused, and nothing past the end is written.
    std::vector<char> short_buffer(written.size());
    const tidyjson::result<std::size_t> too_small =
        tidyjson::serialize_to(std::span<char>(short_buffer.data(), written.size() - 1), value, Context{});
    ASSERT_FALSE(too_small.has_value());
    EXPECT_EQ(too_small.error().code, error_code::buffer_too_small);
  }
};

using Twitter = file_round_trip<bench::twitter::Twitter, bench::twitter::TwitterJson>;
using Citm = file_round_trip<bench::citm::CitmCatalog, bench::citm::CitmJson>;
using Canada = file_round_trip<bench::canada::Canada, bench::canada::CanadaJson>;

TEST(StandardFiles, TwitterReadsEveryMember) {
  const Twitter t("twitter.json", bench::twitter::json_options());
  const bench::twitter::Twitter& v = t.value;
  ASSERT_EQ(v.statuses.size(), 100U);
  std::size_t retweets = 0, sensitive = 0, media = 0, banners = 0;
  for (const auto& s : v.statuses) {
    retweets += s.retweeted_status != nullptr;
    sensitive += s.possibly_sensitive.has_value();
    media += s.entities.media.has_value();
    banners += s.user.profile_banner_url.has_value();
    EXPECT_EQ(std::to_string(s.user.id), s.user.id_str);
  }
  EXPECT_EQ(retweets, 73U);
  EXPECT_EQ(sensitive, 15U);
  EXPECT_EQ(media, 6U);
  EXPECT_EQ(banners, 86U);
  const auto& first = v.statuses.front();
  EXPECT_EQ(first.id, 505874924095815700U);  // as the file writes it (its id_str says ...681)
  EXPECT_EQ(first.id_str, "505874924095815681");
  EXPECT_EQ(first.user.screen_name, "ayuu0123");
  EXPECT_EQ(first.user.description, "元野球部マネージャー❤︎…最高の夏をありがとう…❤︎");
  EXPECT_EQ(first.in_reply_to_user_id, 866260188U);
  EXPECT_FALSE(first.in_reply_to_status_id.has_value());
  EXPECT_EQ(first.text.substr(0, 11), "@aym0566x \n");
  EXPECT_EQ(first.source, R"(<a href="http://twitter.com/download/iphone" rel="nofollow">Twitter for iPhone</a>)");
  EXPECT_EQ(v.search_metadata.completed_in, 0.087);
  EXPECT_EQ(v.search_metadata.count, 100U);
}

TEST(StandardFiles, TwitterWritesWhatItRead) {
  // The input without its whitespace, but for the order of the four sizes of
  // a media, which varies in the file and which the struct fixes (medium,
  // small, thumb, large): the same length, and the same JSON to an
  // independent reader (nlohmann::json compares objects by member name).
  const Twitter t("twitter.json", bench::twitter::json_options());
  const std::string expected = minified(t.input);
  EXPECT_EQ(t.written.size(), expected.size());
  EXPECT_EQ(t.written.size(), 466906U);
  EXPECT_TRUE(nlohmann::json::parse(t.written) == nlohmann::json::parse(t.input));
  EXPECT_TRUE(tidyjson::deserialize<bench::twitter::Twitter>(t.written, bench::twitter::json_options()) == t.value);
  // Byte for byte up to the first media whose sizes the file lists in another
  // order, 22 KB in.
  const auto diff = std::mismatch(t.written.begin(), t.written.end(), expected.begin(), expected.end());
  const std::size_t at = static_cast<std::size_t>(diff.first - t.written.begin());
  const std::size_t sizes = expected.rfind(R"("sizes":{)", at);
  EXPECT_GT(at, 20000U);
  ASSERT_NE(sizes, std::string::npos);
  EXPECT_LT(at - sizes, 80U) << "first difference at byte " << at << ", not in a media's sizes";
}

TEST(StandardFiles, CitmReadsEveryMember) {
  const Citm c("citm_catalog.json", bench::citm::json_options());
  const bench::citm::CitmCatalog& v = c.value;
  EXPECT_EQ(v.area_names.size(), 17U);
  EXPECT_EQ(v.events.size(), 184U);
  EXPECT_EQ(v.performances.size(), 243U);
  EXPECT_EQ(v.seat_category_names.size(), 64U);
  EXPECT_TRUE(v.block_names.empty());
  EXPECT_EQ(v.area_names.at(205705993), "Arrière-scène central");
  EXPECT_EQ(v.events.at(138586341).id, 138586341U);
  EXPECT_EQ(v.venue_names.at("PLEYEL_PLEYEL"), "Salle Pleyel");
  std::size_t areas = 0, prices = 0;
  for (const auto& p : v.performances) {
    prices += p.prices.size();
    for (const auto& s : p.seat_categories) areas += s.areas.size();
  }
  EXPECT_EQ(prices, 907U);
  EXPECT_EQ(areas, 8685U);
  EXPECT_EQ(v.performances.front().start, 1372701600000U);
}

TEST(StandardFiles, CitmWritesItsMinifiedSelf) {
  const Citm c("citm_catalog.json", bench::citm::json_options());
  EXPECT_EQ(c.written.size(), 500299U);
  EXPECT_TRUE(c.written == minified(c.input)) << "first 300 bytes: " << c.written.substr(0, 300);
  EXPECT_TRUE(tidyjson::deserialize<bench::citm::CitmCatalog>(c.written, bench::citm::json_options()) == c.value);
}

/// The coordinates in file order.
std::vector<double> coordinates_of(const bench::canada::Canada& c) {
  std::vector<double> out;
  for (const auto& f : c.features) {
    for (const auto& ring : f.geometry.coordinates) {
      for (const auto& p : ring) out.insert(out.end(), p.begin(), p.end());
    }
  }
  return out;
}

TEST(StandardFiles, CanadaReadsEveryCoordinateExactly) {
  const Canada c("canada.json", bench::canada::json_options());
  ASSERT_EQ(c.value.features.size(), 1U);
  EXPECT_EQ(c.value.features[0].properties.at("name"), "Canada");
  EXPECT_EQ(c.value.features[0].geometry.type, bench::canada::ObjType::Polygon);
  EXPECT_EQ(c.value.features[0].geometry.coordinates.size(), 480U);
  const std::vector<double> read = coordinates_of(c.value);
  const std::vector<std::string_view> texts = number_tokens(c.input);
  ASSERT_EQ(read.size(), 111126U);
  ASSERT_EQ(texts.size(), read.size());
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    double expected = 0;
    const auto r = std::from_chars(texts[i].data(), texts[i].data() + texts[i].size(), expected);
    ASSERT_EQ(r.ec, std::errc());
    if (expected != read[i] && wrong++ < 5) ADD_FAILURE() << texts[i] << " read as " << read[i];
  }
  EXPECT_EQ(wrong, 0U);
}

TEST(StandardFiles, CanadaWritesTheShortestFormThatReadsBack) {
  const Canada c("canada.json", bench::canada::json_options());
  const std::vector<double> values = coordinates_of(c.value);
  const std::vector<std::string_view> written = number_tokens(c.written);
  ASSERT_EQ(written.size(), values.size());
  std::size_t wrong = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    char shortest[32];
    const auto r = std::to_chars(shortest, shortest + sizeof shortest, values[i]);
    ASSERT_EQ(r.ec, std::errc());
    if (written[i] != std::string_view(shortest, r.ptr) && wrong++ < 5) {
      ADD_FAILURE() << "wrote " << written[i] << " for " << std::string_view(shortest, r.ptr);
    }
  }
  EXPECT_EQ(wrong, 0U);
  EXPECT_EQ(c.written.size(), 2090234U);  // minified: 2,251,051 less whitespace
  EXPECT_LT(c.written.size(), minified(c.input).size());
  EXPECT_TRUE(tidyjson::deserialize<bench::canada::Canada>(c.written, bench::canada::json_options()) == c.value);
  EXPECT_TRUE(tidyjson::deserialize<bench::canada::Canada>(c.written, bench::canada::CanadaJson{}) == c.value);
}

// ---- damaged copies -----------------------------------------------------------

/// `text` with the first occurrence of `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, std::string_view to) {
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(StandardFiles, DamagedTwitter) {
  const std::string input = bench::data::read("twitter.json");
  const auto& opts = bench::twitter::json_options();
  using bench::twitter::Twitter;
  // A count that does not fit its std::uint32_t, on line 32 of the file.
  EXPECT_EQ(read_failure<Twitter>(replaced(input, R"("followers_count": 262,)", R"("followers_count": 4294967296,)"),
                                  opts),
            (failure{error_code::out_of_range, "number 4294967296 does not fit in uint32_t", "$.statuses[0].user.followers_count",
                     33, 28}));
  // A negative id.
  EXPECT_EQ(read_failure<Twitter>(replaced(input, R"("id": 1186275104,)", R"("id": -1186275104,)"), opts).path,
            "$.statuses[0].user.id");
  // Invalid UTF-8 inside the first tweet's long text (a lone continuation byte).
  const failure bad_utf8 = read_failure<Twitter>(replaced(input, "名前", "\x80"), opts);
  EXPECT_EQ(bad_utf8.code, error_code::invalid_utf8);
  EXPECT_EQ(bad_utf8.path, "$.statuses[0].text");
  EXPECT_EQ(bad_utf8.line, 11U);
  EXPECT_EQ(bad_utf8.column, 30U);  // the byte itself: 6 spaces, "text": ", then 14 bytes of text
  // A boolean where a string is expected.
  EXPECT_EQ(read_failure<Twitter>(replaced(input, R"("lang": "en",)", R"("lang": true,)"), opts).code,
            error_code::type_mismatch);
  // The file cut off in the middle.
  const failure cut = read_failure<Twitter>(std::string_view(input).substr(0, input.size() / 2), opts);
  EXPECT_EQ(cut.code, error_code::unexpected_end);
}

TEST(StandardFiles, DamagedCitm) {
  const std::string input = bench::data::read("citm_catalog.json");
  const auto& opts = bench::citm::json_options();
  using bench::citm::CitmCatalog;
  // A map key that is not an integer id.
  const failure key = read_failure<CitmCatalog>(replaced(input, R"("205705993": "Arri)", R"("x205705993": "Arri)"), opts);
  EXPECT_EQ(key.code, error_code::invalid_value);
  EXPECT_EQ(key.path, "$.areaNames");
  EXPECT_EQ(key.line, 3U);
  // The same key twice in a map.
  const failure twice = read_failure<CitmCatalog>(replaced(input, R"("205705994": )", R"("205705993": )"), opts);
  EXPECT_EQ(twice.code, error_code::duplicate_member);
  // A price that does not fit in 32 bits.
  EXPECT_EQ(read_failure<CitmCatalog>(replaced(input, R"("amount": 66500,)", R"("amount": 66500000000,)"), opts).code,
            error_code::out_of_range);
  // A member that is always null, given a value.
  EXPECT_EQ(read_failure<CitmCatalog>(replaced(input, R"("subtitle": null,)", R"("subtitle": "x",)"), opts).code,
            error_code::type_mismatch);
}

TEST(StandardFiles, DamagedCanada) {
  const std::string input = bench::data::read("canada.json");
  const auto& opts = bench::canada::json_options();
  using bench::canada::Canada;
  // A point with three coordinates does not fit std::array<double, 2>.
  const failure three =
      read_failure<Canada>(replaced(input, "[-65.613616999999977,43.420273000000009]",
                                    "[-65.613616999999977,43.420273000000009,1]"),
                           opts);
  EXPECT_EQ(three.path, "$.features[0].geometry.coordinates[0][0]");
  EXPECT_EQ(three.line, 6U);
  // A number with no digit after its point.
  EXPECT_EQ(read_failure<Canada>(replaced(input, "-65.613616999999977", "-65."), opts).code,
            error_code::invalid_number);
  // An unknown geometry type.
  EXPECT_EQ(read_failure<Canada>(replaced(input, R"("type":"Polygon")", R"("type":"Circle")"), opts).path,
            "$.features[0].geometry.type");
}

}  // namespace
