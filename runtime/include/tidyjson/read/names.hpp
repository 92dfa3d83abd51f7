// tidyjson/read/names.hpp: finding duplicate member names where no C++
// member records them: in values skipped while validated, and among the
// members a typed object does not have.
//
// Every reader applies one rule (docs/runtime.md, "Duplicate members"): two
// members of one object are duplicates when their names are equal after
// unescaping, byte for byte, as RFC 8259 compares names (names::
// case_insensitive changes how names find C++ members, not which names are
// the same). duplicates::error rejects them, duplicates::last_wins keeps the
// last.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace tidyjson::detail {

/// The names read so far in each open object that is checked. Objects nest:
/// open() starts one inside the innermost, close() ends the innermost. The
/// names of one object are compared one by one up to `linear_limit`, then
/// through a hash set, so a huge object costs O(n), not O(n^2). The memory
/// is kept for reuse.
class member_name_log {
 public:
  static constexpr std::size_t linear_limit = 16;

  void open() { frames_.push_back(frame{spans_.size(), arena_.size(), nullptr}); }
  void close() {
    frame& f = frames_.back();
    spans_.resize(f.first_span);
    arena_.resize(f.arena_start);
    frames_.pop_back();
  }
  /// Forgets every open object (a read that failed leaves some open).
  void reset() noexcept {
    frames_.clear();
    spans_.clear();
    arena_.clear();
  }

  /// Adds `name` to the innermost object; false when it has it already.
  bool add(std::string_view name) {
    frame& f = frames_.back();
    if (f.many) return f.many->emplace(name).second;
    for (std::size_t i = f.first_span; i < spans_.size(); ++i) {
      if (std::string_view(arena_.data() + spans_[i].first, spans_[i].second) == name) return false;
    }
    if (spans_.size() - f.first_span == linear_limit) {
      f.many = std::make_unique<std::unordered_set<std::string>>();
      for (std::size_t i = f.first_span; i < spans_.size(); ++i) {
        f.many->emplace(arena_.data() + spans_[i].first, spans_[i].second);
      }
      return f.many->emplace(name).second;
    }
    spans_.emplace_back(arena_.size(), name.size());
    arena_.append(name);
    return true;
  }

 private:
  struct frame {
    std::size_t first_span;
    std::size_t arena_start;
    std::unique_ptr<std::unordered_set<std::string>> many;
  };
  std::string arena_;
  std::vector<std::pair<std::size_t, std::size_t>> spans_;  // (offset, size) in arena_
  std::vector<frame> frames_;
};

}  // namespace tidyjson::detail
