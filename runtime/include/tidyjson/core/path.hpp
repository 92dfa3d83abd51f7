// tidyjson/core/path.hpp: JSON paths for error messages ($.lines[2].qty).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tidyjson::detail {

/// Path segments collected innermost first while an error unwinds.
class path_builder {
 public:
  void push_key(std::string_view key) { segs_.push_back({std::string(key), 0, false}); }
  void push_index(std::size_t i) { segs_.push_back({std::string(), i, true}); }
  void clear() noexcept { segs_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return segs_.empty(); }

  /// "$", "$.lines[2].qty", "$['odd key']".
  [[nodiscard]] std::string str() const {
    std::string out = "$";
    for (auto it = segs_.rbegin(); it != segs_.rend(); ++it) {
      if (it->is_index) {
        out += '[';
        out += std::to_string(it->index);
        out += ']';
      } else if (is_plain(it->key)) {
        out += '.';
        out += it->key;
      } else {
        out += "['";
        for (char c : it->key) {
          if (c == '\'' || c == '\\') out += '\\';
          out += c;
        }
        out += "']";
      }
    }
    return out;
  }

 private:
  static bool is_plain(std::string_view k) noexcept {
    if (k.empty()) return false;
    for (std::size_t i = 0; i < k.size(); ++i) {
      const char c = k[i];
      const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
      const bool digit = c >= '0' && c <= '9';
      if (!(alpha || (digit && i > 0) || (c == '-' && i > 0))) return false;
    }
    return true;
  }

  struct segment {
    std::string key;
    std::size_t index;
    bool is_index;
  };
  std::vector<segment> segs_;
};

}  // namespace tidyjson::detail
