// serialize_stream and deserialize_stream: bounded buffers, inputs larger than
// them, errors with the element index, line and column.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <cstdio>
#include <ranges>
#include <sstream>
#include <string>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace streaming {
struct Item {
  std::string isbn;
  int qty = 0;
  tidyjson::decimal line_total;
  friend bool operator==(const Item&, const Item&) = default;
};
TIDYJSON_TYPE(Item, isbn, qty, line_total)

struct Order {
  long number = 0;
  std::string customer;
  std::vector<Item> items;
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, number, customer, items)

Order make(int i) {
  return Order{i, "customer " + std::to_string(i % 7), {{"978-" + std::to_string(i), i % 3 + 1, tidyjson::decimal(1250 + i, 2)}}};
}
}  // namespace streaming

TIDYJSON_CONTEXT(StreamJson, (streaming::Order), tidyjson::naming::camel_case)

namespace {

using streaming::Order;

const tidyjson::options& camel() {
  static const tidyjson::options o{tidyjson::naming::camel_case};
  return o;
}

auto orders(int n) { return std::views::iota(0, n) | std::views::transform(streaming::make); }

TEST(SerializeStream, WritesTheSameArrayAsSerialize) {
  std::vector<Order> all;
  for (int i = 0; i < 50; ++i) all.push_back(streaming::make(i));
  std::ostringstream os;
  tidyjson::serialize_stream(os, orders(50), camel());
  EXPECT_EQ(os.str(), tidyjson::serialize(all, camel()));
  std::ostringstream with_context;
  tidyjson::serialize_stream(with_context, orders(50), StreamJson{});
  EXPECT_EQ(with_context.str(), os.str());
}

TEST(SerializeStream, EmptyRangeIsAnEmptyArray) {
  std::ostringstream os;
  tidyjson::serialize_stream(os, std::vector<Order>{}, camel());
  EXPECT_EQ(os.str(), "[]");
}

TEST(SerializeStream, CallbackSeesBoundedChunks) {
  std::size_t biggest = 0;
  std::size_t chunks = 0;
  std::string all;
  tidyjson::serialize_stream(
      [&](std::string_view chunk) {
        biggest = std::max(biggest, chunk.size());
        ++chunks;
        all += chunk;
        return true;
      },
      orders(20000), camel());
  EXPECT_GT(all.size(), 1'000'000u);
  EXPECT_GT(chunks, 10u);
  EXPECT_LE(biggest, 64u * 1024u);
  std::istringstream is(all);
  std::size_t n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(is, camel())) EXPECT_EQ(o, streaming::make(static_cast<int>(n++)));
  EXPECT_EQ(n, 20000u);
}

TEST(SerializeStream, ACallbackThatFailsStopsWithAnIoError) {
  try {
    tidyjson::serialize_stream([](std::string_view) { return false; }, orders(5000), camel());
    FAIL() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::io_error);
  }
}

TEST(DeserializeStream, ReadsInputsMuchLargerThanItsBuffer) {
  std::ostringstream os;
  tidyjson::serialize_stream(os, orders(30000), camel());
  ASSERT_GT(os.str().size(), 20u * 64u * 1024u);
  std::istringstream is(os.str());
  auto range = tidyjson::deserialize_stream<Order>(is, camel());
  long sum = 0;
  std::size_t n = 0;
  for (const Order& o : range) {
    sum += o.number;
    ++n;
  }
  EXPECT_EQ(n, 30000u);
  EXPECT_EQ(sum, 30000L * 29999L / 2);
  EXPECT_FALSE(range.failed());
  EXPECT_EQ(range.count(), 30000u);
}

TEST(DeserializeStream, ReadsWithAContextFromAFileDescriptorAndAFile) {
  char path[] = "/tmp/tidyjson-stream-XXXXXX";
  const int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  tidyjson::serialize_stream(tidyjson::fd{fd}, orders(1000), StreamJson{});
  ::close(fd);
  const int in = ::open(path, O_RDONLY);
  std::size_t n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(tidyjson::fd{in}, StreamJson{}))
    EXPECT_EQ(o, streaming::make(static_cast<int>(n++)));
  ::close(in);
  EXPECT_EQ(n, 1000u);
  std::FILE* f = std::fopen(path, "r");
  n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(f, camel())) EXPECT_EQ(o.number, static_cast<long>(n++));
  std::fclose(f);
  EXPECT_EQ(n, 1000u);
  std::remove(path);
}

TEST(DeserializeStream, AnElementLargerThanTheBufferGrowsIt) {
  Order big = streaming::make(1);
  big.customer = std::string(300'000, 'x');
  std::ostringstream os;
  tidyjson::serialize_stream(os, std::vector<Order>{streaming::make(0), big, streaming::make(2)}, camel());
  std::istringstream is(os.str());
  std::vector<Order> back;
  for (const Order& o : tidyjson::deserialize_stream<Order>(is, camel())) back.push_back(o);
  ASSERT_EQ(back.size(), 3u);
  EXPECT_EQ(back[1], big);
}

TEST(DeserializeStream, AnElementBeyondTheLimitIsTokenTooLarge) {
  Order big = streaming::make(1);
  big.customer = std::string(300'000, 'x');
  std::ostringstream os;
  tidyjson::serialize_stream(os, std::vector<Order>{big}, camel());
  std::istringstream is(os.str());
  auto range = tidyjson::deserialize_stream<Order>(is, camel());
  range.max_element_size(128 * 1024);
  EXPECT_THROW(
      {
        for (const Order& o : range) (void)o;
      },
      tidyjson::error);
  EXPECT_EQ(range.error().code, tidyjson::error_code::token_too_large);
}

TEST(DeserializeStream, ErrorsNameTheElementLineAndColumn) {
  std::istringstream is("[\n{\"number\":1,\"customer\":\"a\",\"items\":[]},\n{\"number\":2,\"customer\":7}\n]");
  auto range = tidyjson::deserialize_stream<Order>(is, camel());
  std::vector<long> seen;
  try {
    for (const Order& o : range) seen.push_back(o.number);
    FAIL() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::type_mismatch);
    EXPECT_EQ(e.path(), "$[1].customer");
    EXPECT_EQ(e.line(), 3u);
    EXPECT_EQ(e.column(), 24u);
  }
  // Elements handed out before the error stay valid.
  EXPECT_EQ(seen, std::vector<long>{1});
  EXPECT_TRUE(range.failed());
}

TEST(DeserializeStream, StructuralErrors) {
  struct bad {
    const char* text;
    tidyjson::error_code code;
  };
  for (const bad& b : {bad{"", tidyjson::error_code::unexpected_end}, bad{"{}", tidyjson::error_code::type_mismatch},
                       bad{"[", tidyjson::error_code::unexpected_end},
                       bad{"[{\"number\":1,\"customer\":\"a\",\"items\":[]},]", tidyjson::error_code::trailing_comma},
                       bad{"[{\"number\":1,\"customer\":\"a\",\"items\":[]} {}]", tidyjson::error_code::unexpected_character},
                       bad{"[] x", tidyjson::error_code::trailing_content},
                       bad{"[{\"number\":1,\"customer\":\"a\",\"items\":[", tidyjson::error_code::unexpected_end}}) {
    std::istringstream is(b.text);
    auto range = tidyjson::deserialize_stream<Order>(is, camel());
    EXPECT_THROW(
        {
          for (const Order& o : range) (void)o;
        },
        tidyjson::error)
        << b.text;
    EXPECT_EQ(range.error().code, b.code) << b.text << ": " << range.error().describe();
  }
}

TEST(DeserializeStream, EmptyArrayAndByteOrderMark) {
  std::istringstream empty("  [ ]  ");
  std::size_t n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(empty, camel())) (void)o, ++n;
  EXPECT_EQ(n, 0u);
  std::istringstream bom("\xEF\xBB\xBF[{\"number\":5,\"customer\":\"b\",\"items\":[]}]");
  for (const Order& o : tidyjson::deserialize_stream<Order>(bom, camel())) EXPECT_EQ(o.number, 5);
}

}  // namespace
