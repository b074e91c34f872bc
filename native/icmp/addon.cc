// Node-API binding: `new IcmpSocket({ mode, pps, rcvbuf })`, `probe(addrs, timeouts)` -> Promise,
// `close()`, `info()`. Results come back from the engine thread through one thread-safe function.
#include <arpa/inet.h>
#include <napi.h>

#include <string.h>

#include <memory>
#include <system_error>

#include "engine.h"

namespace {

struct JsBatch : pmicmp::Batch {
  explicit JsBatch(Napi::Env env) : deferred(Napi::Promise::Deferred::New(env)) {}
  Napi::Promise::Deferred deferred;
};

class IcmpSocket;
void DeliverBatch(Napi::Env env, Napi::Function, IcmpSocket* socket, pmicmp::Batch* batch);
using Tsfn = Napi::TypedThreadSafeFunction<IcmpSocket, pmicmp::Batch, DeliverBatch>;

Napi::Object ResultObject(Napi::Env env, const pmicmp::Batch& b) {
  size_t n = b.outcomes.size();
  auto outcomes = Napi::Uint8Array::New(env, n);
  auto rtt = Napi::Float64Array::New(env, n);
  for (size_t i = 0; i < n; ++i) {
    outcomes[i] = b.outcomes[i];
    rtt[i] = b.rtt_ms[i];
  }
  auto details = Napi::Object::New(env);
  for (const auto& d : b.details) details.Set(d.first, d.second);
  auto result = Napi::Object::New(env);
  result.Set("outcomes", outcomes);
  result.Set("rttMs", rtt);
  result.Set("details", details);
  return result;
}

class IcmpSocket : public Napi::ObjectWrap<IcmpSocket> {
 public:
  static Napi::Function Define(Napi::Env env) {
    return DefineClass(env, "IcmpSocket",
                       {InstanceMethod<&IcmpSocket::Probe>("probe"),
                        InstanceMethod<&IcmpSocket::Close>("close"),
                        InstanceMethod<&IcmpSocket::Info>("info")});
  }

  explicit IcmpSocket(const Napi::CallbackInfo& info) : Napi::ObjectWrap<IcmpSocket>(info) {
    Napi::Env env = info.Env();
    Napi::Object o = info[0].IsObject() ? info[0].As<Napi::Object>() : Napi::Object::New(env);
    pmicmp::Options opts;
    std::string mode = o.Get("mode").IsString() ? o.Get("mode").As<Napi::String>().Utf8Value() : "dgram";
    if (mode != "dgram" && mode != "raw") throw Napi::TypeError::New(env, "mode must be dgram or raw");
    opts.mode = mode == "raw" ? pmicmp::Mode::kRaw : pmicmp::Mode::kDgram;
    // Absent or undefined options keep the defaults.
    if (o.Get("pps").IsNumber()) opts.pps = o.Get("pps").As<Napi::Number>().Uint32Value();
    if (o.Get("rcvbuf").IsNumber()) opts.rcvbuf = o.Get("rcvbuf").As<Napi::Number>().Int32Value();
    mode_ = mode;
    pps_ = opts.pps;
    tsfn_ = Tsfn::New(env, "pm-icmp-results", 0, 1, this);
    tsfn_.Unref(env);  // only outstanding batches keep the process alive
    try {
      engine_ = std::make_unique<pmicmp::Engine>(opts, [this](pmicmp::Batch* b) {
        tsfn_.NonBlockingCall(b);  // unbounded queue: never blocks the engine thread
      });
    } catch (const std::system_error& e) {
      tsfn_.Release();
      closed_ = true;
      Napi::Error err = Napi::Error::New(env, e.what());
      const char* name = strerrorname_np(e.code().value());  // "EACCES", "EPERM", ...
      if (name != nullptr) err.Set("code", Napi::String::New(env, name));
      err.Set("errno", Napi::Number::New(env, e.code().value()));
      throw err;
    }
  }

  ~IcmpSocket() override {
    // Reached only with no batch outstanding (each one holds a reference to this object).
    if (!closed_) {
      engine_.reset();
      tsfn_.Release();
    }
  }

  void Finish(Napi::Env env, JsBatch* b) {
    b->deferred.Resolve(ResultObject(env, *b));
    delete b;
    if (--pending_ == 0) {
      if (!closed_) tsfn_.Unref(env);
      Unref();
    }
  }

 private:
  Napi::Value Probe(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    if (closed_) throw Napi::Error::New(env, "ICMP socket is closed");
    if (!info[0].IsTypedArray() || !info[1].IsTypedArray()) {
      throw Napi::TypeError::New(env, "probe(addrs: Uint32Array, timeoutsMs: Uint32Array)");
    }
    auto addrs = info[0].As<Napi::Uint32Array>();
    auto timeouts = info[1].As<Napi::Uint32Array>();
    if (addrs.ElementLength() != timeouts.ElementLength()) {
      throw Napi::RangeError::New(env, "addrs and timeoutsMs differ in length");
    }
    size_t n = addrs.ElementLength();
    auto* b = new JsBatch(env);
    Napi::Promise promise = b->deferred.Promise();
    b->addrs.resize(n);
    b->timeouts_ms.resize(n);
    b->outcomes.assign(n, pmicmp::kTimeout);
    b->rtt_ms.assign(n, -1);
    b->remaining = n;
    for (size_t i = 0; i < n; ++i) {
      b->addrs[i] = htonl(addrs[i]);  // JS passes host-order integers
      b->timeouts_ms[i] = timeouts[i];
    }
    if (n == 0) {
      b->deferred.Resolve(ResultObject(env, *b));
      delete b;
      return promise;
    }
    if (pending_++ == 0) {
      tsfn_.Ref(env);
      Ref();  // keeps this object (and its engine) alive until the batch is back
    }
    engine_->Submit(b);
    return promise;
  }

  Napi::Value Close(const Napi::CallbackInfo& info) {
    if (!closed_) {
      closed_ = true;
      engine_->Stop();  // outstanding probes complete as timeout and are still delivered
      tsfn_.Release();
    }
    return info.Env().Undefined();
  }

  Napi::Value Info(const Napi::CallbackInfo& info) {
    Napi::Env env = info.Env();
    auto o = Napi::Object::New(env);
    o.Set("mode", mode_);
    o.Set("pps", pps_);
    if (engine_) {
      o.Set("identifier", engine_->identifier());
      o.Set("rcvbuf", engine_->rcvbuf());
    }
    return o;
  }

  std::unique_ptr<pmicmp::Engine> engine_;
  Tsfn tsfn_;
  std::string mode_;
  uint32_t pps_ = 0;
  size_t pending_ = 0;
  bool closed_ = false;
};

void DeliverBatch(Napi::Env env, Napi::Function, IcmpSocket* socket, pmicmp::Batch* batch) {
  auto* b = static_cast<JsBatch*>(batch);
  if (env == nullptr) {  // the environment is shutting down: nobody is waiting any more
    delete b;
    return;
  }
  socket->Finish(env, b);
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("IcmpSocket", IcmpSocket::Define(env));
  return exports;
}

}  // namespace

NODE_API_MODULE(pm_icmp, Init)
