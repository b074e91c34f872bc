# Builds the in-process ICMP probe addon (native/icmp) into build/Release/pm_icmp.node.
# Run by `npm install` (scripts.install); see docs/decisions/003-probe-engine.md.
{
  "targets": [
    {
      "target_name": "pm_icmp",
      "sources": [
        "native/icmp/addon.cc",
        "native/icmp/engine.cc",
        "native/icmp/engine_io.cc",
        "native/icmp/packet.cc"
      ],
      "dependencies": ["<!(node -p \"require('node-addon-api').targets\"):node_addon_api_except"],
      "cflags_cc": ["-std=c++17", "-O2", "-Wall", "-Wextra"],
      "conditions": [["OS!='linux'", {"type": "none"}]]
    }
  ]
}
