// RUN: %check_json_tidy %s json-options-in-hot-path %t

// Member functions and constructors.

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <utility>
#include <vector>

struct Order {
  std::string customer;
  int qty = 0;
};
TIDYJSON_TYPE(Order, customer, qty)

class OrderService {
public:
  explicit OrderService(std::vector<Order> orders) : orders_(std::move(orders)) {}

  // A constructor runs once per object built.
  OrderService(const Order& first, int) : orders_{first} {
    tidyjson::options opts{tidyjson::web};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call; each call looks up its per-type metadata again, and rebuilds it when its settings are not in the shared cache [json-options-in-hot-path]
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::web};{{$}}
    snapshot_ = tidyjson::serialize(first, opts);
  }

  // In a member initializer there is no statement to put a static before.
  OrderService(const Order& first, bool)
      : orders_{first}, snapshot_(tidyjson::serialize(first, tidyjson::options{tidyjson::web})) {}
  // CHECK-MESSAGES: :[[@LINE-1]]:62: warning: temporary options object is built on every call

  std::string positive_const_member(std::size_t i) const {
    tidyjson::options opts{tidyjson::naming::camel_case};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::naming::camel_case};{{$}}
    return tidyjson::serialize(orders_.at(i), opts);
  }

  std::string positive_member_temporary(std::size_t i) {
    return tidyjson::serialize(orders_.at(i), tidyjson::options{tidyjson::naming::snake_case});
    // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::naming::snake_case};{{$}}
    // CHECK-FIXES-NEXT: {{^}}    return tidyjson::serialize(orders_.at(i), json_options);{{$}}
  }

  static std::string positive_static_member(const Order& o) {
    tidyjson::options opts{tidyjson::indent{2}};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{tidyjson::indent{2}};{{$}}
    return tidyjson::serialize(o, opts);
  }

  // Defined out of line, below.
  std::string positive_out_of_line(std::size_t i) const;

  // The settings are members: one object per distinct value is the remedy.
  std::string positive_depends_on_member(std::size_t i) const {
    tidyjson::options opts{naming_};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    tidyjson::options opts{naming_};{{$}}
    return tidyjson::serialize(orders_.at(i), opts);
  }

  // Static data members are constants.
  std::string positive_static_data_member(std::size_t i) const {
    tidyjson::options opts{kNaming, tidyjson::indent{kWidth}};
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: options object 'opts' is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options opts{kNaming, tidyjson::indent{kWidth}};{{$}}
    return tidyjson::serialize(orders_.at(i), opts);
  }

  //===--- Not reported ---------------------------------------------------===//

  // Kept in a member: built once per service.
  std::string negative_member_options(std::size_t i) const {
    return tidyjson::serialize(orders_.at(i), opts_);
  }

  void negative_stored_in_member() {
    tidyjson::options opts{tidyjson::web};
    snapshot_ = tidyjson::serialize(orders_.front(), opts);
    copies_.push_back(opts);
  }

  std::string negative_amortized() const {
    tidyjson::options opts{tidyjson::web};
    std::string out;
    for (const Order& o : orders_)
      out += tidyjson::serialize(o, opts);
    return out;
  }

private:
  static constexpr tidyjson::naming kNaming = tidyjson::naming::camel_case;
  static constexpr int kWidth = 2;
  std::vector<Order> orders_;
  std::string snapshot_;
  tidyjson::naming naming_ = tidyjson::naming::camel_case;
  tidyjson::options opts_{tidyjson::web};
  std::vector<tidyjson::options> copies_;
  // A default member initializer runs per object, not per call.
  std::string banner_ = tidyjson::serialize(Order{"banner", 0}, tidyjson::options{tidyjson::web});
};

std::string OrderService::positive_out_of_line(std::size_t i) const {
  auto opts = tidyjson::options{tidyjson::naming::kebab_case};
  // CHECK-MESSAGES: :[[@LINE-1]]:8: warning: options object 'opts' is built on every call
  // CHECK-FIXES: {{^}}  static const auto opts = tidyjson::options{tidyjson::naming::kebab_case};{{$}}
  return tidyjson::serialize(orders_.at(i), opts);
}

// A local class.
std::string positive_local_class(const Order& o) {
  struct Writer {
    std::string write(const Order& x) const {
      tidyjson::options opts{tidyjson::web};
      // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: options object 'opts' is built on every call
      // CHECK-FIXES: {{^}}      static const tidyjson::options opts{tidyjson::web};{{$}}
      return tidyjson::serialize(x, opts);
    }
  };
  return Writer{}.write(o);
}

// An operator.
struct Printer {
  std::string operator()(const Order& o) const {
    return tidyjson::serialize(o, tidyjson::options{tidyjson::indent{2}});
    // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: temporary options object is built on every call
    // CHECK-FIXES: {{^}}    static const tidyjson::options json_options{tidyjson::indent{2}};{{$}}
  }
};
