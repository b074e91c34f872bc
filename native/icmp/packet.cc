#include "packet.h"

#include <arpa/inet.h>

#include <cstring>

namespace pmicmp {
namespace {

constexpr uint8_t kEchoReply = 0;
constexpr uint8_t kDestUnreach = 3;
constexpr uint8_t kEchoRequest = 8;
constexpr uint8_t kTimeExceeded = 11;

uint16_t Checksum(const uint8_t* data, size_t len) {
  uint32_t sum = 0;
  for (size_t i = 0; i + 1 < len; i += 2) sum += (uint32_t(data[i]) << 8) | data[i + 1];
  if (len & 1) sum += uint32_t(data[len - 1]) << 8;
  while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
  return uint16_t(~sum);
}

uint16_t Read16(const uint8_t* p) { return uint16_t((p[0] << 8) | p[1]); }

uint32_t ReadAddr(const uint8_t* p) {
  uint32_t a;
  std::memcpy(&a, p, 4);
  return a;
}

// Reads the payload after an ICMP echo header; false when it was cut short.
bool ReadPayload(const uint8_t* icmp, size_t len, Payload* out) {
  if (len < kPacket) return false;
  const uint8_t* p = icmp + kIcmpHeader;
  std::memcpy(&out->cookie, p, 8);
  std::memcpy(&out->gen, p + 8, 4);
  std::memcpy(&out->addr, p + 12, 4);
  return true;
}

// Fills id/seq/payload from a quoted or received echo message.
void ReadEcho(const uint8_t* icmp, size_t len, Parsed* out) {
  out->id = Read16(icmp + 4);
  out->seq = Read16(icmp + 6);
  out->has_payload = ReadPayload(icmp, len, &out->payload);
}

}  // namespace

void BuildEcho(uint8_t* out, uint16_t id, uint16_t seq, const Payload& payload) {
  std::memset(out, 0, kPacket);
  out[0] = kEchoRequest;
  out[4] = uint8_t(id >> 8);
  out[5] = uint8_t(id);
  out[6] = uint8_t(seq >> 8);
  out[7] = uint8_t(seq);
  uint8_t* p = out + kIcmpHeader;
  std::memcpy(p, &payload.cookie, 8);
  std::memcpy(p + 8, &payload.gen, 4);
  std::memcpy(p + 12, &payload.addr, 4);
  uint16_t sum = Checksum(out, kPacket);  // the kernel fills it for datagram sockets anyway
  out[2] = uint8_t(sum >> 8);
  out[3] = uint8_t(sum);
}

Parsed ParseRaw(const uint8_t* buf, size_t len) {
  Parsed out;
  if (len < 20 || (buf[0] >> 4) != 4) return out;
  size_t ihl = size_t(buf[0] & 0x0f) * 4;
  if (ihl < 20 || len < ihl + kIcmpHeader) return out;
  const uint8_t* icmp = buf + ihl;
  size_t icmp_len = len - ihl;
  out.from = ReadAddr(buf + 12);
  uint8_t type = icmp[0];
  if (type == kEchoReply) {
    out.kind = Kind::kEchoReply;
    out.target = out.from;
    ReadEcho(icmp, icmp_len, &out);
    return out;
  }
  if (type != kDestUnreach && type != kTimeExceeded) return out;
  // The error quotes the original IPv4 header and at least 8 bytes of our echo request.
  const uint8_t* inner = icmp + kIcmpHeader;
  size_t inner_len = icmp_len - kIcmpHeader;
  if (inner_len < 20 || (inner[0] >> 4) != 4) return out;
  size_t inner_ihl = size_t(inner[0] & 0x0f) * 4;
  if (inner_ihl < 20 || inner[9] != IPPROTO_ICMP || inner_len < inner_ihl + kIcmpHeader) return out;
  const uint8_t* echo = inner + inner_ihl;
  if (echo[0] != kEchoRequest) return out;
  out.kind = Kind::kError;
  out.type = type;
  out.code = icmp[1];
  out.target = ReadAddr(inner + 16);
  ReadEcho(echo, inner_len - inner_ihl, &out);
  return out;
}

Parsed ParseDgram(const uint8_t* buf, size_t len, uint32_t src) {
  Parsed out;
  if (len < kIcmpHeader || buf[0] != kEchoReply) return out;
  out.kind = Kind::kEchoReply;
  out.from = src;
  out.target = src;
  ReadEcho(buf, len, &out);
  return out;
}

Parsed ParseDgramError(const uint8_t* buf, size_t len, uint32_t dst, uint8_t type, uint8_t code,
                       uint32_t offender) {
  Parsed out;
  if (len < kIcmpHeader || buf[0] != kEchoRequest) return out;
  out.kind = Kind::kError;
  out.type = type;
  out.code = code;
  out.target = dst;
  out.from = offender;
  ReadEcho(buf, len, &out);
  return out;
}

const char* DescribeIcmpError(uint8_t type, uint8_t code) {
  if (type == kTimeExceeded) return "ICMP time exceeded";
  if (type != kDestUnreach) return "ICMP error";
  switch (code) {
    case 0: return "ICMP network unreachable";
    case 1: return "ICMP host unreachable";
    case 2: return "ICMP protocol unreachable";
    case 3: return "ICMP port unreachable";
    case 4: return "ICMP fragmentation needed";
    case 6: return "ICMP destination network unknown";
    case 7: return "ICMP destination host unknown";
    case 9: case 10: case 13: return "ICMP communication administratively prohibited";
    default: return "ICMP destination unreachable";
  }
}

}  // namespace pmicmp
