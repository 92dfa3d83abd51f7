// serialize_stream and deserialize_stream: bounded buffers, inputs larger than
// them, errors with the element index, line and column.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
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

/// A limit below the buffer's 64 KiB holds as well: the buffer never has to
/// grow for such an element, so its size is checked once it is read (or once
/// more than the limit is held without its end).
TEST(DeserializeStream, ALimitBelowTheBufferSizeHoldsToTheByte) {
  struct Case {
    std::size_t text_bytes;  // the string's bytes in {"customer":"..."} (15 bytes more)
    std::size_t limit;
    bool accepted;
  };
  for (const Case c : {Case{60'000, 1000, false}, Case{985, 1000, true}, Case{986, 1000, false}, Case{10, 16, false},
                       Case{100'000, 1000, false}, Case{0, 16, true}}) {
    const std::string element = "{\"customer\":\"" + std::string(c.text_bytes, 'x') + "\"}";
    ASSERT_EQ(element.size(), c.text_bytes + 15);
    std::istringstream is("[{\"customer\":\"a\"},\n " + element + "]");
    auto range = tidyjson::deserialize_stream<Order>(is, camel());
    range.max_element_size(c.limit);
    std::vector<std::string> customers;
    try {
      for (const Order& o : range) customers.push_back(o.customer);
      EXPECT_TRUE(c.accepted) << element.size() << " bytes read under a limit of " << c.limit;
      ASSERT_EQ(customers.size(), 2u);
      EXPECT_EQ(customers[1], std::string(c.text_bytes, 'x'));
    } catch (const tidyjson::error& e) {
      EXPECT_FALSE(c.accepted) << e.what();
      EXPECT_EQ(e.code(), tidyjson::error_code::token_too_large);
      EXPECT_EQ(e.info().path, "$[1]");
      EXPECT_EQ(e.info().line, 2u);
      EXPECT_EQ(e.info().column, 2u);  // where the element starts
      EXPECT_EQ(customers.size(), 1u);
    }
  }
}

/// The stream is left as deserialize leaves it: read through its buffer, its
/// state untouched, so that a caller who checks `if (!in)` after the loop
/// (as after deserialize<std::vector<T>>(in)) sees a good stream on valid
/// input. Loops rewritten by json-prefer-streaming depend on it.
TEST(DeserializeStream, LeavesTheStreamAsDeserializeDoes) {
  const std::string text = R"([{"number":1,"customer":"a"},{"number":2,"customer":"b"}])";
  std::istringstream whole(text);
  const auto all = tidyjson::deserialize<std::vector<Order>>(whole, camel());
  std::istringstream streamed(text);
  std::size_t n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(streamed, camel())) n += o.number == all[n].number;
  EXPECT_EQ(n, all.size());
  EXPECT_EQ(static_cast<bool>(streamed), static_cast<bool>(whole));
  EXPECT_TRUE(streamed.good());
  EXPECT_EQ(streamed.rdstate(), whole.rdstate());
  // Both read the buffer whatever the stream's state says.
  std::istringstream failed_whole(text);
  failed_whole.setstate(std::ios::failbit);
  EXPECT_EQ(tidyjson::deserialize<std::vector<Order>>(failed_whole, camel()).size(), 2u);
  std::istringstream failed_streamed(text);
  failed_streamed.setstate(std::ios::failbit);
  n = 0;
  for (const Order& o : tidyjson::deserialize_stream<Order>(failed_streamed, camel())) n += o.number > 0;
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(failed_streamed.rdstate(), failed_whole.rdstate());
}

TEST(DeserializeStream, AStreamThatDidNotOpenIsAnIoError) {
  // Not "the input is empty": nothing at all could be read from a failed
  // stream, by deserialize and deserialize_stream alike.
  std::ifstream missing("/nonexistent/tidyjson/orders.json");
  ASSERT_TRUE(missing.fail());
  try {
    (void)tidyjson::deserialize<std::vector<Order>>(missing, camel());
    ADD_FAILURE() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::io_error);
    EXPECT_EQ(e.message(), "the input could not be read (the stream has failed: a file that did not open?)");
  }
  std::ifstream missing_too("/nonexistent/tidyjson/orders.json");
  auto range = tidyjson::deserialize_stream<Order>(missing_too, camel());
  try {
    for (const Order& o : range) ADD_FAILURE() << o.number;
    ADD_FAILURE() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::io_error);
  }
  // A good stream with nothing in it is an empty input, as before.
  std::istringstream empty;
  try {
    (void)tidyjson::deserialize<std::vector<Order>>(empty, camel());
    ADD_FAILURE() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::unexpected_end);
  }
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

// ---------------------------------------------------------------------------
// Reads of any size: a pipe or a socket may return a single byte per read.

/// Serves a text in reads of the sizes given in turn (the last one repeats).
class split_source final : public tidyjson::detail::source {
 public:
  split_source(std::string text, std::vector<std::size_t> sizes) : text_(std::move(text)), sizes_(std::move(sizes)) {}
  std::size_t read(char* buf, std::size_t n) override {
    const std::size_t want = sizes_[next_ < sizes_.size() ? next_++ : sizes_.size() - 1];
    const std::size_t got = std::min({want, n, text_.size() - at_});
    std::memcpy(buf, text_.data() + at_, got);
    at_ += got;
    return got;
  }

 private:
  std::string text_;
  std::vector<std::size_t> sizes_;
  std::size_t next_ = 0;
  std::size_t at_ = 0;
};

/// What a stream read: the numbers of its orders, and its error.
struct outcome {
  std::vector<long> numbers;
  tidyjson::error_info error;
};

outcome read_split(const std::string& text, std::vector<std::size_t> sizes,
                   const tidyjson::options& opts = camel()) {
  outcome out;
  auto range = tidyjson::detail::make_options_stream<Order>(std::make_unique<split_source>(text, std::move(sizes)), opts);
  try {
    for (const Order& o : range) out.numbers.push_back(o.number);
  } catch (const tidyjson::error& e) {
    out.error = e.info();
  }
  return out;
}

void expect_same(const outcome& a, const outcome& b, const std::string& what) {
  EXPECT_EQ(a.numbers, b.numbers) << what;
  EXPECT_EQ(a.error.code, b.error.code) << what << ": " << a.error.describe() << " / " << b.error.describe();
  EXPECT_EQ(a.error.message, b.error.message) << what;
  EXPECT_EQ(a.error.path, b.error.path) << what;
  EXPECT_EQ(a.error.offset, b.error.offset) << what;
  EXPECT_EQ(a.error.line, b.error.line) << what;
  EXPECT_EQ(a.error.column, b.error.column) << what;
}

TEST(DeserializeStream, AByteOrderMarkSplitAcrossReads) {
  const std::string text = "\xEF\xBB\xBF[{\"number\":1,\"customer\":\"a\",\"items\":[]},{\"number\":2,\"customer\":\"b\",\"items\":[]}]";
  for (const std::vector<std::size_t>& sizes : std::vector<std::vector<std::size_t>>{{1}, {1, 2}, {2, 1}, {1, 1, 1, 1}, {2}, {3}, {4}}) {
    const outcome o = read_split(text, sizes);
    EXPECT_EQ(o.numbers, (std::vector<long>{1, 2})) << sizes[0];
    EXPECT_EQ(o.error.code, tidyjson::error_code::none) << o.error.describe();
  }
  // Every split into two reads and, inside the mark, into three.
  const outcome whole = read_split(text, {1 << 20});
  ASSERT_EQ(whole.numbers, (std::vector<long>{1, 2}));
  for (std::size_t first = 1; first < text.size(); ++first) {
    expect_same(read_split(text, {first, 1 << 20}), whole, "split after byte " + std::to_string(first));
    for (std::size_t second = 1; first + second <= 3; ++second) {
      expect_same(read_split(text, {first, second, 1 << 20}), whole,
                  "reads of " + std::to_string(first) + ", " + std::to_string(second));
    }
  }
  // Only a whole mark is skipped: a part of one is not JSON.
  const outcome part = read_split("\xEF\xBB[]", {1});
  EXPECT_EQ(part.error.code, tidyjson::error_code::type_mismatch);
  EXPECT_EQ(part.error.column, 1u);
  // A mark is taken at the very start only.
  EXPECT_EQ(read_split(" \xEF\xBB\xBF[]", {1}).error.code, tidyjson::error_code::type_mismatch);
}

TEST(DeserializeStream, ATrailingCommaIsReportedAtTheCommaAcrossARefill) {
  // The comma is the last byte of the first 64 KiB read, the ']' comes with
  // the next one.
  const std::string padded = "[" + std::string(65533, ' ') + "1,]";
  ASSERT_EQ(padded.size(), 65537u);
  static const tidyjson::options plain;
  std::istringstream is(padded);
  try {
    for (const int v : tidyjson::deserialize_stream<int>(is, plain)) (void)v;
    FAIL() << "the trailing comma was accepted";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::trailing_comma);
    EXPECT_EQ(e.offset(), 65535u);
    EXPECT_EQ(e.line(), 1u);
    EXPECT_EQ(e.column(), 65536u);
  }
  // An element that straddles the end of the first 64 KiB read is reported
  // where it starts, after the buffer was refilled (and its bytes moved).
  const std::string straddling = "[" + std::string(65530, ' ') + "1,\"x\"]";
  for (const std::size_t size : {std::size_t{1}, std::size_t{65536}, std::size_t{1} << 20}) {
    std::vector<int> got;
    tidyjson::error_info err;
    auto ints = tidyjson::detail::make_options_stream<int>(std::make_unique<split_source>(straddling, std::vector{size}),
                                                           plain);
    try {
      for (const int v : ints) got.push_back(v);
    } catch (const tidyjson::error& e) {
      err = e.info();
    }
    EXPECT_EQ(got, std::vector<int>{1}) << size;
    EXPECT_EQ(err.code, tidyjson::error_code::type_mismatch) << size;
    EXPECT_EQ(err.path, "$[1]") << size;
    EXPECT_EQ(err.offset, 65533u) << size;
    EXPECT_EQ(err.column, 65534u) << size;
  }
  // Byte by byte, as through a pipe, on the second line.
  const outcome bytes = read_split("[{\"number\":1,\"customer\":\"a\",\"items\":[]}\n,\n]", {1});
  EXPECT_EQ(bytes.numbers, std::vector<long>{1});
  EXPECT_EQ(bytes.error.code, tidyjson::error_code::trailing_comma);
  EXPECT_EQ(bytes.error.line, 2u);
  EXPECT_EQ(bytes.error.column, 1u);
  EXPECT_EQ(bytes.error.offset, 40u);
}

TEST(DeserializeStream, EveryReadSizeGivesTheResultOfOneRead) {
  std::string many = "[";
  for (int i = 0; i < 40; ++i) {
    many += (i ? ",\n" : "") + tidyjson::serialize(streaming::make(i), camel());
  }
  static const tidyjson::options lenient{tidyjson::naming::camel_case, tidyjson::comments::skip,
                                         tidyjson::trailing_commas::allow};
  const std::vector<std::string> texts = {
      many + "]",
      many + ",]",                                    // trailing comma
      many + "\n,\n{\"number\":\"x\"}]",                // a bad element after refills
      many + "] []",                                  // trailing content
      many,                                           // unterminated
      "\xEF\xBB\xBF" + many + "]",                      // byte order mark
      "/* a */ [ // b\n" + many.substr(1) + " /* c */ ]",  // comments (lenient only)
  };
  for (const std::string& text : texts) {
    for (const tidyjson::options* opts : {&camel(), &lenient}) {
      const outcome one = read_split(text, {1 << 20}, *opts);
      for (const std::vector<std::size_t>& sizes :
           std::vector<std::vector<std::size_t>>{{1}, {2}, {3}, {7}, {1, 64, 1, 4096}, {65535}, {65536}, {65537}}) {
        expect_same(read_split(text, sizes, *opts), one, text.substr(0, 40) + "... in reads of " + std::to_string(sizes[0]));
      }
    }
  }
}

TEST(DeserializeStream, StructuralErrorsAreWhereDeserializeReportsThemInEveryReadSize) {
  // The stream's path names the element it was at ("$[1]"), deserialize's
  // the array ("$"); the code and the position are the same, byte by byte
  // through a pipe as in one read.
  static const tidyjson::options lenient{tidyjson::naming::camel_case, tidyjson::comments::skip};
  const std::string order = R"({"number":1,"customer":"a","items":[]})";
  struct expected_error {
    std::string text;
    std::string path;
  };
  for (const expected_error& e : {expected_error{"[" + order + ",/", "$[1]"},            // '/' then the end
                                  expected_error{"[" + order + ",/*", "$[1]"},           // unterminated comment
                                  expected_error{"[" + order + ",/x]", "$[1]"},          // '/' starting no comment
                                  expected_error{" /", "$[0]"},                          // before the array
                                  expected_error{"[" + order + "]\n/", "$[1]"},          // after it
                                  expected_error{"[" + order + ",\n", "$[1]"},           // the end after a comma
                                  expected_error{"[" + order + "\n,\n]", "$[1]"}}) {     // trailing comma
    const auto whole = tidyjson::try_deserialize<std::vector<streaming::Order>>(e.text, lenient);
    ASSERT_FALSE(whole) << e.text;
    for (const std::size_t size : {std::size_t{1}, std::size_t{2}, std::size_t{1} << 20}) {
      const outcome split = read_split(e.text, {size}, lenient);
      EXPECT_EQ(split.error.code, whole.error().code) << e.text << " in reads of " << size;
      EXPECT_EQ(split.error.path, e.path) << e.text;
      EXPECT_EQ(split.error.offset, whole.error().offset) << e.text << " in reads of " << size;
      EXPECT_EQ(split.error.line, whole.error().line) << e.text;
      EXPECT_EQ(split.error.column, whole.error().column) << e.text;
    }
  }
}

}  // namespace
