// bench/adapters/tidyjson_adapter.cpp: tidyjson, with options and with contexts.
//
// Every mode has the settings of the design's sketch: camelCase names, empty
// optionals left out, enums as strings. The modes:
//
//   options                  one `static const tidyjson::options` (its metadata
//                            cache warm after the first call)
//   ctx_metadata             a context generated with generation::metadata
//   ctx_fast_path            a context generated with generation::fast_path
//   ctx_fast_path_ignore_never
//                            the same with ignore::never: the only setting under
//                            which the fast path writes its keys together with
//                            their separators (write/value.hpp, always_writes_all);
//                            the output is the same here because every optional
//                            in the workloads is set
//   ctx_fast_path_ignore_never_span
//                            the same context writing into a caller's fixed
//                            buffer (serialize_to with a std::span<char>)
//
// Writes go into one reused std::string per mode (serialize_to), or for the
// span mode into one 1 MiB buffer; reads return a fresh value (deserialize).
#include <span>
#include <string>
#include <vector>

#include "codec.hpp"
#include "peer_support.hpp"  // TIDYJSON_BENCH_COMPILER

namespace {

using bench::Order;
using bench::Orders;

const tidyjson::options options{tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                                tidyjson::enums::as_string};

TIDYJSON_CONTEXT(BenchMetadataJson, (Order, Orders), tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                 tidyjson::enums::as_string, tidyjson::generation::metadata)
TIDYJSON_CONTEXT(BenchFastPathJson, (Order, Orders), tidyjson::naming::camel_case, tidyjson::ignore::when_null,
                 tidyjson::enums::as_string, tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(BenchFastPathNeverJson, (Order, Orders), tidyjson::naming::camel_case, tidyjson::ignore::never,
                 tidyjson::enums::as_string, tidyjson::generation::fast_path)

// With runtime options or a context: `How` is the options object or the context.
template <class T, auto& Buffer, class How>
std::string_view write_with(const T& value, const How& how) {
  tidyjson::serialize_to(Buffer, value, how);
  return Buffer;
}

std::string order_options_buf, orders_options_buf;
std::string order_metadata_buf, orders_metadata_buf;
std::string order_fast_buf, orders_fast_buf;
std::string order_never_buf, orders_never_buf;

std::string_view write_order_options(const Order& v) { return write_with<Order, order_options_buf>(v, options); }
std::string_view write_orders_options(const Orders& v) { return write_with<Orders, orders_options_buf>(v, options); }
Order read_order_options(std::string_view text) { return tidyjson::deserialize<Order>(text, options); }
Orders read_orders_options(std::string_view text) { return tidyjson::deserialize<Orders>(text, options); }

std::string_view write_order_metadata(const Order& v) {
  return write_with<Order, order_metadata_buf>(v, BenchMetadataJson{});
}
std::string_view write_orders_metadata(const Orders& v) {
  return write_with<Orders, orders_metadata_buf>(v, BenchMetadataJson{});
}
Order read_order_metadata(std::string_view text) { return tidyjson::deserialize<Order>(text, BenchMetadataJson{}); }
Orders read_orders_metadata(std::string_view text) { return tidyjson::deserialize<Orders>(text, BenchMetadataJson{}); }

std::string_view write_order_fast(const Order& v) { return write_with<Order, order_fast_buf>(v, BenchFastPathJson{}); }
std::string_view write_orders_fast(const Orders& v) {
  return write_with<Orders, orders_fast_buf>(v, BenchFastPathJson{});
}

std::string_view write_order_never(const Order& v) {
  return write_with<Order, order_never_buf>(v, BenchFastPathNeverJson{});
}
std::string_view write_orders_never(const Orders& v) {
  return write_with<Orders, orders_never_buf>(v, BenchFastPathNeverJson{});
}

// A caller's fixed buffer, large enough for either workload.
std::vector<char> span_buf(std::size_t{1} << 20);

template <class T>
std::string_view write_span(const T& value) {
  const tidyjson::result<std::size_t> n = tidyjson::serialize_to(std::span<char>(span_buf), value, BenchFastPathNeverJson{});
  return {span_buf.data(), n.value()};
}

std::string_view write_order_span(const Order& v) { return write_span(v); }
std::string_view write_orders_span(const Orders& v) { return write_span(v); }

}  // namespace

namespace bench {

void add_tidyjson_codecs(std::vector<codec>& out) {
  constexpr std::string_view compiler = TIDYJSON_BENCH_COMPILER;
  out.push_back({"tidyjson", "options", compiler, {}, write_order_options, read_order_options, write_orders_options,
                 read_orders_options});
  out.push_back({"tidyjson", "ctx_metadata", compiler, {}, write_order_metadata, read_order_metadata,
                 write_orders_metadata, read_orders_metadata});
  out.push_back({"tidyjson", "ctx_fast_path", compiler, {}, write_order_fast, nullptr, write_orders_fast, nullptr});
  out.push_back({"tidyjson", "ctx_fast_path_ignore_never", compiler, {}, write_order_never, nullptr, write_orders_never,
                 nullptr});
  out.push_back({"tidyjson", "ctx_fast_path_ignore_never_span", compiler, {}, write_order_span, nullptr,
                 write_orders_span, nullptr});
}

}  // namespace bench
