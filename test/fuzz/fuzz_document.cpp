// Fuzz target: document::parse. Whatever parses is walked element by element
// (every accessor either answers or throws tidyjson::error), agrees with the
// pull reader on what is JSON, agrees with typed reading of scalars and
// arrays of scalars, and survives the round trip: to_json() parses again to
// the same structure and the same text, and copy() is the same document.
// A failure agrees with the pull reader too, and names a place in the input.
#include <tidyjson/tidyjson.hpp>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using tidyjson::document;
using tidyjson::element;
using tidyjson::json_type;

[[noreturn]] void fail(const char* what) {
  __builtin_trap();
  (void)what;
}

/// Calls every accessor of `e` and of its children; returns the number of
/// elements visited. Depth is bounded by max_depth, so recursion is fine.
std::size_t walk(const element& e) {
  std::size_t n = 1;
  (void)e.path();
  const json_type t = e.type();
  auto expect_throw = [](auto&& f) {
    try {
      f();
    } catch (const tidyjson::error&) {
      return true;
    }
    return false;
  };
  switch (t) {
    case json_type::null:
      if (!e.is_null()) fail("null type but not is_null");
      break;
    case json_type::boolean:
      (void)e.as_bool();
      if (!expect_throw([&] { (void)e.as_string(); })) fail("as_string of a boolean");
      break;
    case json_type::number: {
      (void)e.number_text();
      // Each conversion answers or reports why not; an integer that fits
      // int64 converts to the same double as the text.
      std::optional<std::int64_t> i;
      try {
        i = e.as_int64();
      } catch (const tidyjson::error&) {
      }
      try {
        const double d = e.as_double();
        if (i && *i < (std::int64_t{1} << 53) && *i > -(std::int64_t{1} << 53) && d != static_cast<double>(*i)) fail("int64 and double disagree");
      } catch (const tidyjson::error&) {
        if (i) fail("an int64 that is not a double");
      }
      try {
        (void)e.as_uint64();
      } catch (const tidyjson::error&) {
      }
      try {
        const tidyjson::decimal dec = e.as_decimal();
        (void)tidyjson::serialize(dec);
      } catch (const tidyjson::error&) {
      }
      if (!expect_throw([&] { (void)e.size(); })) fail("size of a number");
      break;
    }
    case json_type::string: {
      const std::string_view s = e.as_string();
      // Strings are valid UTF-8 and serialize.
      if (!tidyjson::try_serialize(std::string(s))) fail("a string that was read cannot be written");
      break;
    }
    case json_type::array: {
      std::size_t count = 0;
      for (const element c : e.elements()) {
        if (!(e[count].path() == c.path())) fail("index and iteration disagree");
        n += walk(c);
        ++count;
      }
      if (count != e.size()) fail("array size and iteration disagree");
      if (!expect_throw([&] { (void)e[count]; })) fail("an index past the end answered");
      break;
    }
    case json_type::object: {
      std::size_t count = 0;
      for (const auto m : e.members()) {
        // The visible member of each name is the one iterated.
        const auto found = e.find(m.key);
        if (!found) fail("an iterated member is not found");
        if (tidyjson::detail::document_access::index(*found) != tidyjson::detail::document_access::index(m.value)) {
          fail("find and iteration disagree");
        }
        n += walk(m.value);
        ++count;
      }
      if (count != e.size()) fail("object size and iteration disagree");
      break;
    }
  }
  return n;
}

/// Same structure: types, scalars (numbers by their text), names in order.
bool same(const element& a, const element& b) {
  if (a.type() != b.type()) return false;
  switch (a.type()) {
    case json_type::null: return true;
    case json_type::boolean: return a.as_bool() == b.as_bool();
    case json_type::number: return a.number_text() == b.number_text();
    case json_type::string: return a.as_string() == b.as_string();
    case json_type::array: {
      if (a.size() != b.size()) return false;
      auto x = a.elements().begin();
      for (const element y : b.elements()) {
        if (!same(*x, y)) return false;
        ++x;
      }
      return true;
    }
    case json_type::object: {
      if (a.size() != b.size()) return false;
      auto x = a.members().begin();
      for (const auto y : b.members()) {
        if ((*x).key != y.key || !same((*x).value, y.value)) return false;
        ++x;
      }
      return true;
    }
  }
  return false;
}

/// Typed reading of what the document holds, where a C++ type fits it.
void compare_typed(std::string_view text, const element& root, const tidyjson::options& opts) {
  switch (root.type()) {
    case json_type::string: {
      auto s = tidyjson::try_deserialize<std::string>(text, opts);
      if (!s || *s != root.as_string()) fail("typed string differs");
      break;
    }
    case json_type::boolean: {
      auto b = tidyjson::try_deserialize<bool>(text, opts);
      if (!b || *b != root.as_bool()) fail("typed bool differs");
      break;
    }
    case json_type::number: {
      auto i = tidyjson::try_deserialize<std::int64_t>(text, opts);
      std::optional<std::int64_t> j;
      try {
        j = root.as_int64();
      } catch (const tidyjson::error& e) {
        if (i || e.code() != i.error().code) fail("typed int64 and as_int64 disagree on the error");
      }
      if (j && (!i || *i != *j)) fail("typed int64 differs");
      auto d = tidyjson::try_deserialize<double>(text, opts);
      try {
        const double v = root.as_double();
        if (!d || (std::memcmp(&*d, &v, sizeof v) != 0 && !(std::isnan(*d) && std::isnan(v)))) fail("typed double differs");
      } catch (const tidyjson::error&) {
        if (d) fail("typed double read what as_double refused");
      }
      break;
    }
    case json_type::array: {
      bool all_strings = true;
      for (const element c : root.elements()) all_strings = all_strings && c.is_string();
      if (all_strings) {
        auto v = tidyjson::try_deserialize<std::vector<std::string>>(text, opts);
        if (!v || v->size() != root.size()) fail("typed vector<string> differs");
        std::size_t k = 0;
        for (const element c : root.elements()) {
          if ((*v)[k++] != c.as_string()) fail("typed vector<string> element differs");
        }
      }
      break;
    }
    case json_type::null:
    case json_type::object: break;
  }
}

/// Whether the pull reader reads `text` to its end, and its error code.
tidyjson::error_code pull(std::string_view text, const tidyjson::options& opts) {
  tidyjson::reader r(text, true, tidyjson::reader_state(opts));
  while (r.read()) {
  }
  return r.done() ? tidyjson::error_code::none : r.error().code;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  // The first byte picks the settings; the rest is the document.
  const std::uint8_t mode = data[0];
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  static const tidyjson::options strict{tidyjson::duplicates::last_wins};
  static const tidyjson::options lenient{tidyjson::comments::skip,        tidyjson::trailing_commas::allow,
                                         tidyjson::duplicates::last_wins, tidyjson::names::case_insensitive,
                                         tidyjson::numbers::allow_reading_from_string,
                                         tidyjson::numbers::allow_named_literals, tidyjson::max_depth{16}};
  static const tidyjson::options unique{tidyjson::duplicates::error};
  const tidyjson::options& opts = mode % 3 == 0 ? strict : mode % 3 == 1 ? lenient : unique;

  auto parsed = document::try_parse(text, opts);
  // The pull reader skips no byte order mark and does not look for duplicate
  // members; elsewhere it accepts exactly what the document accepts.
  const bool bom = text.size() >= 3 && std::memcmp(text.data(), "\xEF\xBB\xBF", 3) == 0;
  const tidyjson::error_code reader = pull(text, opts);
  if (!parsed) {
    const tidyjson::error_info& e = parsed.error();
    if (e.code == tidyjson::error_code::none) fail("a failure without a code");
    if (e.offset > text.size()) fail("error offset beyond the input");
    if (e.line == 0 || e.column == 0) fail("error without a position");
    if (!bom && e.code != tidyjson::error_code::duplicate_member && reader != e.code) {
      fail("the pull reader and the document disagree on an error");
    }
    return 0;
  }
  if (!bom && reader != tidyjson::error_code::none) fail("the document accepted what the pull reader refused");
  const document& doc = *parsed;
  const std::size_t visited = walk(doc.root());
  if (visited > doc.node_count()) fail("more elements than nodes");
  if (&opts != &lenient) compare_typed(text, doc.root(), opts);

  // Round trip: the compact text parses to the same structure and is stable.
  const std::string json = doc.to_json();
  auto again = document::try_parse(json, opts);
  if (!again) fail("to_json output does not parse");
  if (!same(doc.root(), again->root())) fail("the round trip changed the structure");
  if (again->to_json() != json) fail("to_json is not stable");
  const document copy = doc.root().copy();
  if (copy.to_json() != json || !same(copy.root(), doc.root())) fail("copy() differs");
  return 0;
}
