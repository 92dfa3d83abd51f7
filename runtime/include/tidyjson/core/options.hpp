// tidyjson/core/options.hpp: tidyjson::options, run-time settings with a per-type metadata cache.
//
//   static const tidyjson::options options{tidyjson::naming::camel_case,
//                                          tidyjson::ignore::when_null,
//                                          tidyjson::enums::as_string};
//
// Settings are given at construction, in any order, and never change. The
// first use of a type with an options object finds that type's metadata
// (converted names, escaped keys, the lookup for reading) in the process-wide
// cache of options with equal settings, building it there if no such options
// object used the type before, and keeps a pointer to it in the object; every
// later use finds it with two atomic loads and no lock. Options built per call
// therefore cost one lookup of their settings (a lock and a hash) instead of
// rebuilding the metadata; a `static const` object costs nothing after its
// first use of each type, which is still why json-options-in-hot-path asks
// for one. A `const options` is safe to share between threads.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <type_traits>

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/meta.hpp"
#include "tidyjson/core/metadata_cache.hpp"
#include "tidyjson/core/settings.hpp"

namespace tidyjson {

namespace detail {

struct object_meta_kind;

/// Selects the options constructor that takes a whole settings struct.
struct settings_tag {};

/// Settings that options accept: every setting but the generation mode, which
/// only contexts have.
template <class S>
concept options_setting = setting<S> && !std::is_same_v<S, generation>;

}  // namespace detail

class TIDYJSON_MARK(OPTIONS) options {
 public:
  /// The defaults: names as declared, every member written, enums as numbers,
  /// strict reading (no comments, no trailing commas, depth 64), compact output.
  options() = default;

  /// Any settings, in any order; later ones override earlier ones.
  template <class... S>
    requires(sizeof...(S) > 0 && (detail::options_setting<S> && ...))
  explicit(sizeof...(S) == 1) options(S... s) : settings_(detail::make_settings(s...)) {}

  /// Options with exactly these settings (a context's run-time metadata uses it).
  options(detail::settings_tag, const tidyjson::settings& s) : settings_(s) {}

  /// A copy has the same settings and uses the same metadata.
  options(const options& other) : settings_(other.settings_) {
    if (detail::shared_metadata* s = other.shared_.load(std::memory_order_acquire)) {
      s->references.fetch_add(1, std::memory_order_relaxed);
      shared_.store(s, std::memory_order_relaxed);
    }
  }
  /// A move takes the metadata along.
  options(options&& other) noexcept
      : settings_(other.settings_), shared_(other.shared_.exchange(nullptr, std::memory_order_acq_rel)) {
    cache_.take(other.cache_);
  }
  /// Options never change after construction.
  options& operator=(const options&) = delete;
  options& operator=(options&&) = delete;
  /// Leaves the object as a new one would be: an options object with static
  /// storage (what json-options-in-hot-path makes of one built per call) may
  /// still be used by the destructor of a static object built before it,
  /// which runs after this one. Such a use builds its metadata again, and
  /// keeps it until the program exits.
  ~options() {
    cache_.clear();
    if (detail::shared_metadata* s = shared_.exchange(nullptr, std::memory_order_acq_rel)) {
      detail::shared_metadata::release(s);
    }
  }

  [[nodiscard]] const tidyjson::settings& get() const noexcept { return settings_; }

  [[nodiscard]] naming naming_policy() const noexcept { return settings_.naming_policy; }
  [[nodiscard]] ignore ignore_condition() const noexcept { return settings_.ignore_condition; }
  [[nodiscard]] enums enum_format() const noexcept { return settings_.enum_format; }
  [[nodiscard]] numbers number_handling() const noexcept { return settings_.number_handling; }
  [[nodiscard]] names name_matching() const noexcept { return settings_.name_matching; }
  [[nodiscard]] unmapped unmapped_members() const noexcept { return settings_.unmapped_members; }
  [[nodiscard]] duplicates duplicate_members() const noexcept { return settings_.duplicate_members; }
  [[nodiscard]] nulls null_members() const noexcept { return settings_.null_members; }
  [[nodiscard]] comments comment_handling() const noexcept { return settings_.comment_handling; }
  [[nodiscard]] trailing_commas trailing_comma_handling() const noexcept {
    return settings_.trailing_comma_handling;
  }
  [[nodiscard]] escaping escape_mode() const noexcept { return settings_.escape_mode; }
  [[nodiscard]] int depth_limit() const noexcept { return settings_.depth_limit; }
  [[nodiscard]] int indent_width() const noexcept { return settings_.indent_width; }

  /// The metadata of described type T under these settings, built on first use.
  template <class T>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const detail::runtime_object_meta& object_meta() const {
    const std::size_t index = detail::type_index<detail::object_meta_kind, T>();
    if (const detail::meta_base* m = cache_.find(index)) [[likely]] {
      return static_cast<const detail::runtime_object_meta&>(*m);
    }
    return build_object_meta<T>(index);
  }

 private:
  using builder = std::unique_ptr<detail::meta_base> (*)(const tidyjson::settings&);

  template <class T>
  static std::unique_ptr<detail::meta_base> build_object(const tidyjson::settings& s) {
    return detail::runtime_object_meta::template build<T>(s);
  }

  template <class T>
  TIDYJSON_NOINLINE const detail::runtime_object_meta& build_object_meta(std::size_t index) const {
    return static_cast<const detail::runtime_object_meta&>(*miss(index, &build_object<T>));
  }

  /// The entry at `index` after a miss in this object's table: from the
  /// entry this object borrows from (built there if new), whose chunk the
  /// table then borrows, so that the next lookup of any type in that chunk hits.
  const detail::meta_base* miss(std::size_t index, builder build) const {
    detail::shared_metadata& shared = attach();
    const detail::meta_base* m = shared.table.find(index);
    if (m == nullptr) m = shared.table.insert(index, [&] { return build(settings_); });
    cache_.borrow(shared.table, index);
    return m;
  }

  /// The entry this object borrows from, chosen by its first miss: the
  /// registry's entry for its settings, or, with metadata_sharing::per_options
  /// or while sharing is off, an entry of its own that is listed nowhere.
  /// Racing threads agree through the compare-exchange; the loser gives its
  /// reference back.
  detail::shared_metadata& attach() const {
    detail::shared_metadata* current = shared_.load(std::memory_order_acquire);
    if (current != nullptr) return *current;
    detail::shared_metadata* mine = settings_.metadata == metadata_sharing::by_settings
                                        ? detail::metadata_registry::instance().acquire(settings_)
                                        : nullptr;
    if (mine == nullptr) mine = new detail::shared_metadata(settings_);
    if (shared_.compare_exchange_strong(current, mine, std::memory_order_acq_rel, std::memory_order_acquire)) {
      return *mine;
    }
    detail::shared_metadata::release(mine);
    return *current;
  }

  tidyjson::settings settings_{};
  /// Chunks borrowed from shared_->table: the lookup of a warm object.
  mutable detail::metadata_view cache_;
  /// nullptr until the first miss, then the entry (one reference held).
  mutable std::atomic<detail::shared_metadata*> shared_{nullptr};
};

namespace detail {

/// The options used when a call passes none.
inline const options& default_options() noexcept {
  static const options instance;
  return instance;
}

/// Serializer configuration for run-time options.
struct runtime_config {
  const options* opts;
  static constexpr bool is_context = false;
  static constexpr bool fast = false;
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const settings& s() const noexcept { return opts->get(); }
  template <class T>
  [[nodiscard]] TIDYJSON_ALWAYS_INLINE const runtime_object_meta& object_meta() const {
    return opts->template object_meta<T>();
  }
};

}  // namespace detail
}  // namespace tidyjson
