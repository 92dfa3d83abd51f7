// tidyjson/interop/nlohmann.hpp: conversions between tidyjson::document and
// nlohmann::json, for code that needs a mutable tree.
//
//   #include <tidyjson/interop/nlohmann.hpp>   // not part of tidyjson.hpp
//
//   nlohmann::json j = tidyjson::to_nlohmann(doc.root());
//   j["seen"] = true;
//   tidyjson::document back = tidyjson::from_nlohmann(j);
//
// Numbers keep their kind: an integer that fits stays an integer (unsigned
// when it is not negative, as nlohmann's own parser does), anything with a
// fraction or an exponent becomes a double. Every basic_json specialization
// works (nlohmann::ordered_json keeps the member order both ways).
//
// nlohmann::json is optional for tidyjson's users, so this header is the only
// one that includes <nlohmann/json.hpp>.
#pragma once

#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "tidyjson/core/error.hpp"
#include "tidyjson/core/options.hpp"
#include "tidyjson/core/path.hpp"
#include "tidyjson/core/utf8.hpp"
#include "tidyjson/document/document.hpp"
#include "tidyjson/read/input.hpp"
#include "tidyjson/read/scan.hpp"
#include "tidyjson/write/numbers.hpp"

namespace tidyjson {
namespace detail {

/// nlohmann::json, nlohmann::ordered_json or another basic_json specialization.
template <class J>
concept nlohmann_json = nlohmann::detail::is_basic_json<J>::value;

/// The number at node `i` as a Json number of the fitting kind.
template <class Json>
Json number_to_nlohmann(const document_data& d, std::size_t i) {
  const node& n = d.nodes[i];
  const std::string_view text = d.text(i);
  input sub(text.data(), text.size(), 1);
  number_token t;
  bool ok = scan_number(sub, t);  // validated when the document was built
  if (ok && (n.flags & node_integral) != 0) {
    // Out of the integer's range, nlohmann's parser falls back to a double; so do we.
    if ((n.flags & node_negative) != 0) {
      std::int64_t v = 0;
      input probe(text.data(), text.size(), 1);
      if (number_to_integer(probe, t, v)) return Json(static_cast<typename Json::number_integer_t>(v));
    } else {
      std::uint64_t v = 0;
      input probe(text.data(), text.size(), 1);
      if (number_to_integer(probe, t, v)) return Json(static_cast<typename Json::number_unsigned_t>(v));
    }
  }
  double v = 0;
  if (ok) ok = number_to_floating(sub, t, v);
  if (!ok) {
    const error_info e = sub.error();
    raise(error_info{e.code, e.message, d.path_to(i), 0, 0, 0});
  }
  return Json(static_cast<typename Json::number_float_t>(v));
}

/// Appends the nlohmann value `root` to the tape. Iterative, with an explicit
/// stack of open containers, so the C++ stack does not grow with the nesting
/// (bounded by `max_depth`); on failure fills `path` with where it happened.
template <class Json>
bool nlohmann_to_tape(tape_builder& b, const Json& root, int max_depth, path_builder& path, error_info& err) {
  struct frame {
    const Json* container;
    typename Json::const_iterator next;
    std::size_t at;       // the container's node
    std::uint32_t count;  // elements or members so far
    bool flat;            // no element is an array or object
  };
  std::vector<frame> open;
  const auto fail = [&](error_code code, std::string message, bool in_member) {
    err.code = code;
    err.message = std::move(message);
    // Innermost first: the element or member being written in each open
    // container (not the member whose own name failed).
    for (std::size_t k = open.size(); k-- > 0;) {
      const frame& f = open[k];
      if (f.container->is_array()) {
        path.push_index(f.count);
      } else if (k + 1 < open.size() || in_member) {
        path.push_key(std::prev(f.next).key());
      }
    }
    return false;
  };
  const auto check_text = [&](const std::string& s, bool in_member) {
    if (s.size() > std::numeric_limits<std::uint32_t>::max()) {
      return fail(error_code::token_too_large,
                  "a string of " + std::to_string(s.size()) + " bytes; a document holds strings up to 4 GiB", in_member);
    }
    if (!is_utf8(s.data(), s.data() + s.size())) {
      return fail(error_code::invalid_utf8, "string is not valid UTF-8", in_member);
    }
    return true;
  };
  const Json* j = &root;
  for (;;) {
    // The value j, inside the innermost open container (if any).
    switch (j->type()) {
      case nlohmann::json::value_t::null: b.null(); break;
      case nlohmann::json::value_t::boolean: b.boolean(j->template get<bool>()); break;
      case nlohmann::json::value_t::number_integer: {
        const auto v = j->template get<typename Json::number_integer_t>();
        char buf[24];
        char* end = write_integer(buf, static_cast<std::int64_t>(v));
        b.number(std::string_view(buf, static_cast<std::size_t>(end - buf)),
                 static_cast<std::uint8_t>(node_integral | (v < 0 ? node_negative : 0)));
        break;
      }
      case nlohmann::json::value_t::number_unsigned: {
        const auto v = j->template get<typename Json::number_unsigned_t>();
        char buf[24];
        char* end = write_integer(buf, static_cast<std::uint64_t>(v));
        b.number(std::string_view(buf, static_cast<std::size_t>(end - buf)), node_integral);
        break;
      }
      case nlohmann::json::value_t::number_float: {
        const auto v = static_cast<double>(j->template get<typename Json::number_float_t>());
        if (!std::isfinite(v)) return fail(error_code::non_finite_number, "NaN and infinity have no JSON number form", true);
        char buf[40];
        char* end = std::to_chars(buf, buf + 32, v).ptr;
        // Keep it a floating-point number: "100" would read back as an integer.
        bool plain = true;
        for (const char* p = buf; p < end; ++p) plain = plain && *p != '.' && *p != 'e' && *p != 'E';
        if (plain) {
          *end++ = '.';
          *end++ = '0';
        }
        b.number(std::string_view(buf, static_cast<std::size_t>(end - buf)),
                 static_cast<std::uint8_t>(buf[0] == '-' ? node_negative : 0));
        break;
      }
      case nlohmann::json::value_t::string: {
        const auto& s = j->template get_ref<const typename Json::string_t&>();
        if (!check_text(s, true)) return false;
        b.string(s);
        break;
      }
      case nlohmann::json::value_t::array:
      case nlohmann::json::value_t::object: {
        if (static_cast<int>(open.size()) + 1 > max_depth) {
          return fail(error_code::depth_exceeded,
                      "nesting deeper than the maximum depth of " + std::to_string(max_depth) +
                          " (tidyjson::max_depth)",
                      true);
        }
        if (!open.empty()) open.back().flat = false;
        const std::size_t at = b.open(j->is_array() ? node_kind::array : node_kind::object);
        open.push_back(frame{j, j->cbegin(), at, 0, true});
        break;
      }
      case nlohmann::json::value_t::binary:
        return fail(error_code::not_supported, "a binary value has no JSON form", true);
      case nlohmann::json::value_t::discarded:
        return fail(error_code::invalid_value, "a discarded value has no JSON form", true);
      default: return fail(error_code::invalid_value, "unknown nlohmann::json value type", true);
    }
    // The next value: the next element or member of the innermost container
    // that has one, closing those that are done.
    for (;;) {
      if (open.empty()) return true;
      frame& f = open.back();
      if (!j->is_structured() || j != f.container) ++f.count;  // the value just written
      if (f.next == f.container->cend()) {
        b.close(f.at, f.count, f.container->is_array() && f.flat);
        j = f.container;
        open.pop_back();
        continue;
      }
      if (f.container->is_object()) {
        const auto& key = f.next.key();
        ++f.next;
        if (!check_text(key, false)) return false;
        b.key(key);
        j = &std::prev(f.next).value();
      } else {
        j = &*f.next;
        ++f.next;
      }
      break;
    }
  }
}

}  // namespace detail

/// The value `e` views, as a nlohmann::json (or another basic_json, e.g.
/// `tidyjson::to_nlohmann<nlohmann::ordered_json>(e)`, which keeps the member
/// order). Integers stay integers: unsigned when not negative, signed
/// otherwise; numbers with a fraction or an exponent, and integers beyond 64
/// bits, become doubles. Throws tidyjson::error (out_of_range) for a number
/// beyond the range of double. Linear in the size of the value; iterative.
template <class Json = nlohmann::json>
  requires detail::nlohmann_json<Json>
[[nodiscard]] Json to_nlohmann(const element& e) {
  const detail::document_data* d = detail::document_access::data(e);
  if (d == nullptr) {
    detail::raise(error_info{error_code::not_supported, "the element is empty (default-constructed)", "$", 0, 0, 0});
  }
  const std::size_t first = detail::document_access::index(e);
  const std::size_t stop = d->next(first);
  Json result;
  std::vector<std::pair<Json*, std::size_t>> open;  // (container, end)
  std::string_view key;
  for (std::size_t i = first; i < stop;) {
    while (!open.empty() && i == open.back().second) open.pop_back();
    const detail::node& n = d->nodes[i];
    if (n.kind == detail::node_kind::key) {
      if ((n.flags & detail::node_shadowed) != 0) {
        i = d->next(i + 1);
        continue;
      }
      key = d->text(i);
      ++i;
      continue;
    }
    // Where the value goes: the result, the end of an array, or a member.
    Json* slot = &result;
    if (!open.empty()) {
      Json& parent = *open.back().first;
      if (parent.is_array()) {
        slot = &parent.emplace_back();
      } else {
        slot = &parent[typename Json::object_t::key_type(key)];
      }
    }
    switch (n.kind) {
      case detail::node_kind::null: *slot = nullptr; break;
      case detail::node_kind::false_value: *slot = false; break;
      case detail::node_kind::true_value: *slot = true; break;
      case detail::node_kind::number: *slot = detail::number_to_nlohmann<Json>(*d, i); break;
      case detail::node_kind::string:
        *slot = typename Json::string_t(d->text(i));
        break;
      case detail::node_kind::array:
        *slot = Json::array();
        slot->template get_ref<typename Json::array_t&>().reserve(n.size);
        open.emplace_back(slot, static_cast<std::size_t>(n.payload));
        break;
      case detail::node_kind::object:
        *slot = Json::object();
        open.emplace_back(slot, static_cast<std::size_t>(n.payload));
        break;
      case detail::node_kind::key: break;  // handled above
    }
    ++i;
  }
  return result;
}

/// to_nlohmann(doc.root()).
template <class Json = nlohmann::json>
  requires detail::nlohmann_json<Json>
[[nodiscard]] Json to_nlohmann(const document& doc) {
  return to_nlohmann<Json>(doc.root());
}

/// A document holding the value of `j`. Integers keep their text; doubles
/// get their shortest round-trip text and stay doubles ("100.0"). Throws
/// tidyjson::error with the JSON path for NaN or infinity
/// (non_finite_number), strings that are not UTF-8 (invalid_utf8), binary
/// values (not_supported) and nesting beyond `opts`' max_depth
/// (depth_exceeded). Linear in the size of `j`.
template <class Json>
  requires detail::nlohmann_json<Json>
[[nodiscard]] document from_nlohmann(const Json& j, const options& opts = detail::default_options()) {
  auto d = std::make_unique<detail::document_data>();
  d->name_matching = opts.get().name_matching;
  d->number_handling = opts.get().number_handling;
  detail::tape_builder b(*d);
  detail::path_builder path;
  error_info err;
  if (!detail::nlohmann_to_tape(b, j, opts.get().depth_limit, path, err)) {
    err.path = path.str();
    detail::raise(std::move(err));
  }
  return detail::document_access::make(std::move(d));
}

}  // namespace tidyjson
