// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Local options objects: what is reported, the `static const` fix, and what
// is left alone. Temporaries, lambdas, templates, coroutines, members, notes
// and each option have their own file.

#include <tidyjson/tidyjson.hpp>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

constexpr int kIndent = 2;
constexpr tidyjson::naming kNaming = tidyjson::naming::camel_case;
constexpr tidyjson::naming pick_naming(bool web) {
  return web ? tidyjson::naming::camel_case : tidyjson::naming::snake_case;
}

//===--- Reported, with a fix ---------------------------------------------===//

std::string positive_local(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::camel_case, tidyjson::ignore::when_null};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_const_local(const Order& o) {
  const tidyjson::options opts{tidyjson::indent{kIndent}};
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{kIndent}};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_east_const(const Order& o) {
  tidyjson::options const opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static tidyjson::options const opts{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_auto(const Order& o) {
  auto opts = tidyjson::options{tidyjson::web};  // keep this comment
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto opts = tidyjson::options{tidyjson::web};  // keep this comment{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_const_auto(const Order& o) {
  const auto opts = tidyjson::options{kNaming, /* pretty */ tidyjson::indent{4}};
  // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto opts = tidyjson::options{kNaming, /* pretty */ tidyjson::indent{4}};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_parens(const Order& o) {
  tidyjson::options opts(tidyjson::naming::kebab_case, tidyjson::enums::as_string);
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts(tidyjson::naming::kebab_case, tidyjson::enums::as_string);{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_default_constructed(const Order& o) {
  tidyjson::options opts;
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts;{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_attribute(const Order& o) {
  [[maybe_unused]] tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:38: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  {{\[\[}}maybe_unused]] static const tidyjson::options opts{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_reference_to_temporary(const Order& o) {
  const auto& opts = tidyjson::options{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto& opts = tidyjson::options{tidyjson::web};{{$}}
  return tidyjson::serialize(o, opts);
}

// Constants: literals, enumerators, constexpr variables and calls, objects
// with static storage.
static const tidyjson::options kBase{tidyjson::web};

std::string positive_constants(const Order& o) {
  tidyjson::options opts{pick_naming(true), tidyjson::max_depth{kIndent * 16},
                         tidyjson::numbers::write_as_string | tidyjson::numbers::allow_named_literals};
  // CHECK-MESSAGES: :[[@LINE-2]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{pick_naming(true), tidyjson::max_depth{kIndent * 16},{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_copy_of_static(const Order& o) {
  tidyjson::options opts = kBase;
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts = kBase;{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_constexpr_local(const Order& o) {
  constexpr int width = 4;
  tidyjson::options opts{tidyjson::indent{width}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{width}};{{$}}
  return tidyjson::serialize(o, opts);
}

// Uses that cannot keep the object.
std::string positive_moved_into_serializer(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  return tidyjson::serialize(o, std::move(opts));
}

std::string positive_const_member_calls(const Order& o) {
  tidyjson::options opts{tidyjson::indent{2}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::indent{2}};{{$}}
  if (opts.indent_width() > 8 || opts.get().pretty())
    return tidyjson::serialize(o, std::as_const(opts));
  return tidyjson::serialize(o, opts);
}

std::string positive_unevaluated(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  static_assert(sizeof(opts) > 0);
  using Same = decltype(opts);
  return tidyjson::serialize(o, static_cast<const Same&>(opts));
}

Order positive_read(const std::string& text) {
  tidyjson::options opts{tidyjson::comments::skip, tidyjson::trailing_commas::allow};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::comments::skip, tidyjson::trailing_commas::allow};{{$}}
  return tidyjson::deserialize<Order>(text, opts);
}

// Every entry point counts; both uses below go to serializers.
bool positive_round_trip(const Order& o, std::string& buffer) {
  tidyjson::options opts{tidyjson::naming::snake_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::naming::snake_case};{{$}}
  tidyjson::serialize_to(buffer, o, opts);
  return tidyjson::try_deserialize<Order>(buffer, opts).has_value();
}

// In a loop: once per iteration.
void positive_loop(const std::vector<Order>& orders, std::vector<std::string>& out) {
  for (const Order& o : orders) {
    tidyjson::options opts{tidyjson::naming::camel_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
    out.push_back(tidyjson::serialize(o, opts));
  }
}

// Used once before the loop too: that use pays for the whole object.
void positive_also_used_outside_loop(const std::vector<Order>& orders, std::vector<std::string>& out) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  out.push_back(tidyjson::serialize(orders.front(), opts));
  for (const Order& o : orders)
    out.push_back(tidyjson::serialize(o, opts));
}

// Inside a switch, after a label.
std::string positive_after_label(const Order& o, int format) {
  switch (format) {
  case 1: {
    tidyjson::options opts{tidyjson::naming::pascal_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::pascal_case};{{$}}
    return tidyjson::serialize(o, opts);
  }
  default:
    return {};
  }
}

int main_like_but_not_main(const Order& o) {
  tidyjson::options opts{tidyjson::web};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const tidyjson::options opts{tidyjson::web};{{$}}
  return static_cast<int>(tidyjson::serialize(o, opts).size());
}

//===--- Reported, no fix (notes in json-options-in-hot-path-notes.cpp) ----===//

std::string positive_depends_on_parameter(const Order& o, int indent) {
  tidyjson::options opts{tidyjson::indent{indent}};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{tidyjson::indent{indent}};{{$}}
  return tidyjson::serialize(o, opts);
}

tidyjson::naming naming_from_config();
std::string positive_depends_on_call(const Order& o) {
  tidyjson::options opts{naming_from_config()};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{naming_from_config()};{{$}}
  return tidyjson::serialize(o, opts);
}

tidyjson::naming g_naming = tidyjson::naming::camel_case;
std::string positive_depends_on_mutable_global(const Order& o) {
  tidyjson::options opts{g_naming};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts{g_naming};{{$}}
  return tidyjson::serialize(o, opts);
}

std::string positive_several_declarators(const Order& o) {
  tidyjson::options a{tidyjson::web}, b{tidyjson::naming::snake_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'a' is built on every call
  // CHECK-MESSAGES: :[[@LINE-2]]:39: warning: options object 'b' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options a{tidyjson::web}, b{tidyjson::naming::snake_case};{{$}}
  return tidyjson::serialize(o, a) + tidyjson::serialize(o, b);
}

tidyjson::options make_options();
std::string positive_copy_from_factory(const Order& o) {
  tidyjson::options opts = make_options();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  tidyjson::options opts = make_options();{{$}}
  return tidyjson::serialize(o, opts);
}

// A copy is built on every call too (see the note in -notes).
struct Config {
  tidyjson::options json{tidyjson::web};
  const tidyjson::options& json_options() const { return json; }
};
std::string positive_copy_of_shared(const Order& o, const Config& config) {
  auto opts = config.json_options();
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  auto opts = config.json_options();{{$}}
  return tidyjson::serialize(o, opts);
}

//===--- Not reported -----------------------------------------------------===//

std::string negative_static(const Order& o) {
  static const tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

std::string negative_thread_local(const Order& o) {
  thread_local const tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

const tidyjson::options& shared_options();
std::string negative_reference_to_shared(const Order& o) {
  const tidyjson::options& opts = shared_options();
  return tidyjson::serialize(o, opts);
}

// A factory: its caller caches the result.
tidyjson::options negative_factory() {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return opts;
}

tidyjson::options negative_factory_moves(const Order& o, std::string& probe) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  probe = tidyjson::serialize(o, opts);
  return opts;
}

// Handed to a function that is not a serializer: it may keep the object.
void keep(const tidyjson::options&);
std::string negative_passed_elsewhere(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  keep(opts);
  return tidyjson::serialize(o, opts);
}

void keep_pointer(const tidyjson::options*);
std::string negative_passed_by_pointer(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  keep_pointer(&opts);
  return tidyjson::serialize(o, opts);
}

struct Holder {
  tidyjson::options opts;
};
void consume(Holder);
std::string negative_moved_elsewhere(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  std::string text = tidyjson::serialize(o, opts);
  consume(Holder{std::move(opts)});
  return text;
}

// Stored into a member, a global, a container; returned inside a struct.
struct Service {
  std::unique_ptr<tidyjson::options> opts_;
  const tidyjson::options* last_ = nullptr;
  std::string negative_stored_in_member(const Order& o) {
    tidyjson::options opts{tidyjson::naming::camel_case};
    std::string text = tidyjson::serialize(o, opts);
    opts_ = std::make_unique<tidyjson::options>(opts);
    return text;
  }
  std::string negative_address_kept(const Order& o) {
    tidyjson::options opts{tidyjson::naming::camel_case};
    last_ = &opts;
    return tidyjson::serialize(o, opts);
  }
};

const tidyjson::options* g_last = nullptr;
std::string negative_stored_in_global(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  g_last = &opts;
  return tidyjson::serialize(o, opts);
}

std::string negative_stored_in_container(const Order& o, std::vector<tidyjson::options>& all) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  all.push_back(opts);
  return tidyjson::serialize(o, opts);
}

std::string negative_stored_in_map(const Order& o, std::map<int, const tidyjson::options*>& all) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  all[1] = &opts;
  return tidyjson::serialize(o, opts);
}

Holder negative_returned_in_struct(const Order& o, std::string& out) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  out = tidyjson::serialize(o, opts);
  return Holder{opts};
}

// A copy is another object: the copy is what is built per call here.
std::string negative_copied(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  Holder h{opts};
  return tidyjson::serialize(o, h.opts);
}

// A move takes the cache along: the cost is where the original is built.
std::string negative_moved_from_parameter(const Order& o, tidyjson::options given) {
  const tidyjson::options moved = std::move(given);
  return tidyjson::serialize(o, moved);
}

// Built once before a loop and reused inside it: amortized.
void negative_hoisted_before_loop(const std::vector<Order>& orders, std::vector<std::string>& out) {
  const tidyjson::options opts{tidyjson::naming::camel_case};
  for (const Order& o : orders)
    out.push_back(tidyjson::serialize(o, opts));
}

void negative_hoisted_before_while(const std::vector<Order>& orders, std::string& out) {
  tidyjson::options opts{tidyjson::web};
  std::size_t i = 0;
  while (i < orders.size())
    out += tidyjson::serialize(orders[i++], opts);
}

// Built once per batch and reused for the whole batch: amortized too, and
// one object per distinct value is what a varying initializer needs.
void negative_amortized_per_batch(const std::vector<std::vector<Order>>& batches, std::string& out) {
  for (const auto& batch : batches) {
    const tidyjson::options opts{tidyjson::indent{static_cast<int>(batch.size())}};
    for (const Order& o : batch)
      out += tidyjson::serialize(o, opts);
  }
}

// The loop reaches the object through a local lambda it calls.
void negative_hoisted_through_lambda(const std::vector<Order>& orders, std::string& out) {
  const tidyjson::options opts{tidyjson::naming::camel_case};
  auto write_one = [&](const Order& o) { out += tidyjson::serialize(o, opts); };
  for (const Order& o : orders)
    write_one(o);
}

// Never reaches a serializer.
int negative_only_inspected() {
  tidyjson::options opts{tidyjson::indent{2}};
  return opts.indent_width();
}

// Not an options type: a context is free to build.
TIDYJSON_CONTEXT(ShopJson, (Order), tidyjson::naming::camel_case)
std::string negative_context(const Order& o) {
  ShopJson ctx{};
  return tidyjson::serialize(o, ctx) + tidyjson::serialize(o, ShopJson{});
}

// Marked cold.
[[gnu::cold]] std::string negative_cold(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

__attribute__((cold)) std::string negative_cold_gnu_spelling(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};
  return tidyjson::serialize(o, opts);
}

// Suppressed.
std::string negative_nolint(const Order& o) {
  tidyjson::options opts{tidyjson::naming::camel_case};  // NOLINT(json-options-in-hot-path)
  return tidyjson::serialize(o, opts);
}

// `main` outside any loop: a one-shot program pays the cost once.
int main() {
  tidyjson::options opts{tidyjson::naming::camel_case};
  Order o;
  std::string text = tidyjson::serialize(o, opts);
  auto print = [](const Order& x) {
    tidyjson::options local{tidyjson::web};
    return tidyjson::serialize(x, local);
  };
  text += print(o);
  text += tidyjson::serialize(o, tidyjson::options{tidyjson::web});
  // In a loop it is per iteration again.
  for (int i = 0; i < 3; ++i) {
    tidyjson::options in_loop{tidyjson::naming::snake_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'in_loop' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options in_loop{tidyjson::naming::snake_case};{{$}}
    text += tidyjson::serialize(o, in_loop);
  }
  return static_cast<int>(text.size());
}
