//===--- StreamFix.cpp - clang-tidy ---------------------------------------===//
//
// The fix of json-prefer-streaming's reading side: the read becomes the
// range of the loop, as deserialize_stream<Element>(same arguments). It is
// offered only where the loop sees the same elements, in the same order,
// with the same options, and nothing else runs in between:
//
//   auto orders = tidyjson::deserialize<std::vector<Order>>(in, opts);
//   for (const Order& o : orders) ...
// becomes
//   for (const Order& o : tidyjson::deserialize_stream<Order>(in, opts)) ...
//
//===----------------------------------------------------------------------===//

#include "MayThrow.h"
#include "ReadOnce.h"
#include "model/Contract.h"
#include "model/Markers.h"
#include "support/ASTUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

namespace clang::tidy::json {

namespace {
StreamFix whyNot(std::string Why, SourceLocation At) {
  StreamFix F;
  F.WhyNot = std::move(Why);
  F.WhyAt = At;
  return F;
}

std::string quoted(const NamedDecl *D) {
  return "'" + D->getNameAsString() + "'";
}

/// Whether \p E denotes an object that outlives the loop by itself: a
/// variable, what a variable points to, a member of one or of `this`.
bool isNamedObject(const Expr *E) {
  E = stripArgument(E)->IgnoreParenImpCasts();
  if (isa<DeclRefExpr>(E))
    return true;
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    return UO->getOpcode() == UO_Deref && isNamedObject(UO->getSubExpr());
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return Op->getOperator() == OO_Star && Op->getNumArgs() == 1 &&
           isNamedObject(Op->getArg(0));
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) ||
           isNamedObject(ME->getBase());
  return false;
}

bool isWithin(SourceLocation Loc, const Stmt *S, const SourceManager &SM) {
  return SM.isPointWithin(SM.getExpansionLoc(Loc),
                          SM.getExpansionLoc(S->getBeginLoc()),
                          SM.getExpansionLoc(S->getEndLoc()));
}

/// Whether \p T refers to an object it does not own: a pointer, or a
/// std::basic_string_view, std::span or std::reference_wrapper. Made from
/// the element, one may outlive the iteration, and the stream's element
/// does not.
bool isView(QualType T) {
  T = T.getNonReferenceType();
  if (T->isPointerType() || T->isMemberPointerType())
    return true;
  const auto *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->isInStdNamespace() || !RD->getIdentifier())
    return false;
  return llvm::is_contained({"basic_string_view", "span", "reference_wrapper"},
                            RD->getName());
}

/// Whether \p T is an iterator: a class that names its iterator_category.
bool isIterator(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  const ASTContext &Ctx = RD->getASTContext();
  return !RD->lookup(&Ctx.Idents.get("iterator_category")).empty();
}

/// The outermost of the nodes above \p S that only carry its value along
/// (parentheses, no-op casts, temporaries' bookkeeping).
const Stmt *carrierOf(const Stmt *S, const ParentWalk &Walk) {
  for (int Guard = 0; Guard < 64; ++Guard) {
    const Stmt *P = Walk.parentStmt(S);
    const auto *ICE = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (!isa_and_nonnull<ParenExpr, MaterializeTemporaryExpr,
                         CXXBindTemporaryExpr, ExprWithCleanups>(P) &&
        !(ICE && ICE->getCastKind() == CK_NoOp))
      return S;
    S = P;
  }
  return S;
}

/// Whether the iterator \p E is used up where it is made: compared, or
/// handed to a call whose result is a plain value (std::accumulate, a
/// constructor of a copy), so that it cannot outlive the iteration.
bool consumed(const Expr *E, const ParentWalk &Walk) {
  const Stmt *P = Walk.valueParent(E);
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P))
    return BO->isComparisonOp();
  if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(P))
    if (Op->isComparisonOp())
      return true;
  // An algorithm of the standard library, not a member function that may
  // keep it (push_back).
  if (const auto *Call = dyn_cast_or_null<CallExpr>(P)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    return FD && FD->isInStdNamespace() && !isa<CXXMethodDecl>(FD) &&
           !Call->isGLValue() && !isView(Call->getType()) &&
           !isIterator(Call->getType());
  }
  if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(P))
    return !isView(CE->getType()) && !isIterator(CE->getType());
  return false;
}

/// The member of the aggregate \p List initializes with \p Init, if any.
const FieldDecl *initializedField(const InitListExpr *List, const Expr *Init) {
  const InitListExpr *Semantic =
      List->isSemanticForm() ? List : List->getSemanticForm();
  if (!Semantic)
    return nullptr;
  const auto *RD = Semantic->getType()->getAsCXXRecordDecl();
  if (!RD)
    return nullptr;
  // Bases come first among the initializers of an aggregate.
  unsigned I = RD->getNumBases();
  for (const FieldDecl *F : RD->fields()) {
    if (F->isUnnamedBitField())
      continue;
    if (I < Semantic->getNumInits() &&
        Semantic->getInit(I)->IgnoreParenImpCasts() ==
            Init->IgnoreParenImpCasts())
      return F;
    ++I;
  }
  return nullptr;
}

/// A statement in the loop body that can end the loop before the last/// A
/// statement in the loop body that can end the loop before the last element (a
/// return, a goto, a throw, a break out of this loop, a call that does not
/// return), or null. The loop over the container ends there with every element
/// read and checked; the loop over a stream ends there without reading the
/// rest, so an error after it would go unreported.
const Stmt *earlyExit(const Stmt *S, bool InNestedLoopOrSwitch) {
  if (!S)
    return nullptr;
  if (isa<ReturnStmt, GotoStmt, IndirectGotoStmt, CXXThrowExpr, CoreturnStmt>(
          S))
    return S;
  if (isa<BreakStmt>(S) && !InNestedLoopOrSwitch)
    return S;
  if (const auto *Call = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = Call->getDirectCallee();
        FD && FD->isNoReturn())
      return S;
  if (isa<LambdaExpr>(S))
    return nullptr; // its body runs where it is called
  const bool Nested =
      InNestedLoopOrSwitch ||
      isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(S);
  for (const Stmt *Child : S->children())
    if (const Stmt *Exit = earlyExit(Child, Nested))
      return Exit;
  return nullptr;
}

/// Why the loop over a stream would not see its element as the loop over
/// the container does (empty when it would).
std::string elementUse(const ReadOnceSite &Site, const FunctionFacts &Facts,
                       const ParentWalk &Walk, SourceLocation &At) {
  const VarDecl *LV = Site.Loop->getLoopVariable();
  At = LV->getLocation();
  const ASTContext &Ctx = Walk.context();
  // What each iteration binds to: an lvalue of the element type, as a
  // stream gives (not a proxy).
  const Expr *Init = stripArgument(LV->getInit());
  if (const auto *Copy = dyn_cast_or_null<CXXConstructExpr>(Init);
      Copy && Copy->getNumArgs() == 1)
    Init = stripArgument(Copy->getArg(0));
  // `for (std::string_view name : names)`: a conversion of each element,
  // not a proxy.
  if (const auto *Conv = dyn_cast_or_null<CXXMemberCallExpr>(Init);
      Conv && isa_and_nonnull<CXXConversionDecl>(Conv->getMethodDecl()))
    if (const Expr *Obj = stripArgument(Conv->getImplicitObjectArgument());
        Obj && Ctx.hasSameUnqualifiedType(Obj->getType(), Site.Element))
      return quoted(LV) + " is a '" +
             LV->getType().getAsString(Ctx.getPrintingPolicy()) +
             "' made from each element, which a stream reuses for every "
             "element";
  if (!Init || !Init->isLValue() ||
      !Ctx.hasSameUnqualifiedType(Init->getType(), Site.Element))
    return "the container's elements are proxies, not its element type";
  const TypeSourceInfo *Written = LV->getTypeSourceInfo();
  const bool Deduced =
      Written && Written->getType()->getContainedDeducedType() != nullptr;
  if (Deduced && Init->getType().isConstQualified())
    return "the type of " + quoted(LV) +
           " is deduced from const elements; a stream's elements are not "
           "const";
  const QualType T = LV->getType();
  if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified())
    return quoted(LV) + " is a non-const reference: the loop may change the "
                        "elements";
  if (!T->isReferenceType())
    return {}; // a copy per iteration, whatever the range
  // A reference to the stream's one element must not outlive the iteration,
  // nor anything that refers into it. The names bound to the element or to
  // a part of it (a reference initialized from it, the reference variable
  // of a loop over one of its members) are followed like the loop
  // variable.
  const SourceManager &SM = Walk.context().getSourceManager();
  llvm::SmallVector<const VarDecl *, 4> Names{LV};
  llvm::SmallPtrSet<const VarDecl *, 4> Followed{LV};
  auto Follow = [&](const VarDecl *V) {
    if (V && V->getType()->isReferenceType() && Followed.insert(V).second)
      Names.push_back(V);
  };
  const std::string Reuse = ", which a stream reuses for every element";
  while (!Names.empty()) {
    const VarDecl *Name = Names.pop_back_val();
    // What the name refers to: the element itself, or a part of it.
    const std::string What =
        Name == LV ? quoted(LV)
                   : quoted(Name) + " (a part of " + quoted(LV) + ")";
    for (const DeclRefExpr *Use : Facts.usesOf(Name)) {
      if (!isWithin(Use->getBeginLoc(), Site.Loop->getBody(), SM))
        continue;
      At = Use->getBeginLoc();
      if (Use->refersToEnclosingVariableOrCapture())
        return "a lambda in the loop captures " + What + Reuse;
      const Stmt *Cur = Use;
      for (int Guard = 0; Guard < 32; ++Guard) {
        // A loop over a part of the element: its reference variable is a
        // part too.
        if (const CXXForRangeStmt *Inner =
                Facts.loopOverRange(cast<Expr>(Cur))) {
          Follow(Inner->getLoopVariable());
          break;
        }
        const Stmt *P = Walk.valueParent(cast<Expr>(Cur));
        if (!P) {
          // A variable initialized from it: a reference is a part too; a
          // structured binding by reference names parts of it.
          const DynTypedNode Parent =
              Walk.parent(DynTypedNode::create(*carrierOf(Cur, Walk)));
          if (const auto *D = Parent.get<DecompositionDecl>();
              D && D->getType()->isReferenceType())
            return "the loop body binds names to the parts of " + What + Reuse;
          if (const auto *V = Parent.get<VarDecl>())
            Follow(V);
          break;
        }
        if (const auto *E = dyn_cast<Expr>(P);
            E && (E->isTypeDependent() || E->isValueDependent()))
          return "the loop body's use of " + What +
                 " depends on a template parameter";
        if (const auto *UO = dyn_cast<UnaryOperator>(P);
            UO && UO->getOpcode() == UO_AddrOf)
          return "the loop body takes the address of " + What + Reuse;
        if (const auto *Call = dyn_cast<CallExpr>(P)) {
          const FunctionDecl *FD = Call->getDirectCallee();
          if (FD && FD->isInStdNamespace() && FD->getIdentifier() &&
              FD->getName() == "addressof")
            return "the loop body takes the address of " + What + Reuse;
          if (FD && FD->isInStdNamespace() && FD->getIdentifier() &&
              llvm::is_contained({"tie", "forward_as_tuple"}, FD->getName()))
            return "the loop body keeps a reference to " + What +
                   " in a tuple" + Reuse;
        }
        if (const auto *E = dyn_cast<Expr>(P);
            E && (isView(E->getType()) ||
                  (isIterator(E->getType()) && !consumed(E, Walk))))
          return "the loop body makes a view (a pointer, an iterator, a "
                 "std::string_view) of " +
                 What + Reuse;
        // An aggregate that keeps a reference to it.
        if (const auto *List = dyn_cast<InitListExpr>(P))
          if (const FieldDecl *F = initializedField(List, cast<Expr>(Cur));
              F && F->getType()->isReferenceType())
            return "the loop body keeps a reference to " + What + " in '" +
                   F->getParent()->getNameAsString() + "'" + Reuse;
        // A member function that returns a reference into it (front(),
        // at()) gives a part of it.
        const auto *MC = dyn_cast<CXXMemberCallExpr>(P);
        const bool PartOf =
            MC && MC->getCallee()->IgnoreParens() == Cur &&
            MC->getMethodDecl() &&
            MC->getMethodDecl()->getReturnType()->isReferenceType();
        const auto *Op = dyn_cast<CXXOperatorCallExpr>(P);
        if (PartOf ||
            isa<MemberExpr, ArraySubscriptExpr, ImplicitCastExpr>(P) ||
            (Op && Op->getOperator() == OO_Subscript && Op->getArg(0) == Cur)) {
          Cur = P;
          continue;
        }
        break;
      }
    }
  }
  return {};
}

/// Whether the namespace of \p Entry declares a streaming read that takes
/// the same parameters (the same source, the same options, defaults alike).
bool hasStreamOverload(const FunctionDecl *Entry, const EntryPoints &Entries) {
  ASTContext &Ctx = Entry->getASTContext();
  const DeclContext *DC = Entry->getDeclContext();
  // Compared as declared: a context parameter is a template parameter.
  if (const FunctionTemplateDecl *Primary = Entry->getPrimaryTemplate())
    Entry = Primary->getTemplatedDecl();
  for (const NamedDecl *ND :
       DC->lookup(&Ctx.Idents.get(markers::StreamReadName))) {
    const auto *FTD = dyn_cast<FunctionTemplateDecl>(ND->getUnderlyingDecl());
    const FunctionDecl *FD = FTD ? FTD->getTemplatedDecl() : nullptr;
    if (!FD || !Entries.isEntryPoint(FD) ||
        FD->getNumParams() != Entry->getNumParams())
      continue;
    bool Same = true;
    for (unsigned I = 0; I < FD->getNumParams() && Same; ++I)
      Same = Ctx.hasSameType(FD->getParamDecl(I)->getType(),
                             Entry->getParamDecl(I)->getType()) &&
             FD->getParamDecl(I)->hasDefaultArg() ==
                 Entry->getParamDecl(I)->hasDefaultArg();
    if (Same)
      return true;
  }
  return false;
}

/// Why the arguments cannot move into the loop's range (empty if they can).
std::string argumentUse(const ReadOnceSite &Site, const FunctionFacts &Facts,
                        const SourceManager &SM, SourceLocation &At) {
  const FunctionDecl *Callee = Site.Call->getDirectCallee();
  for (unsigned I = 0; I < Site.Call->getNumArgs(); ++I) {
    const Expr *Arg = Site.Call->getArg(I);
    if (isa<CXXDefaultArgExpr>(Arg))
      continue;
    At = Arg->getBeginLoc();
    // A copied argument (a file descriptor, a FILE*) and a context (only
    // its type is used) need not outlive the call.
    const QualType Param = Callee && I < Callee->getNumParams()
                               ? Callee->getParamDecl(I)->getType()
                               : QualType();
    const CXXRecordDecl *Record =
        Param.isNull() ? nullptr
                       : Param.getNonReferenceType()->getAsCXXRecordDecl();
    if (!Param.isNull() &&
        (!Param->isReferenceType() || hasMarker(Record, markers::Context)))
      continue;
    if (!isNamedObject(Arg))
      return I == 0 ? "the stream is not a named object; deserialize_stream "
                      "reads from it while the loop runs"
                    : "this argument is a temporary; deserialize_stream keeps "
                      "using it while the loop runs (name it, as a static "
                      "const object)";
  }
  const Expr *Source = stripArgument(Site.Call->getArg(0));
  if (const auto *Wrap = dyn_cast<CXXConstructExpr>(Source);
      Wrap && Wrap->getNumArgs() == 1)
    Source = Wrap->getArg(0);
  if (const auto *Wrap = dyn_cast<InitListExpr>(Source);
      Wrap && Wrap->getNumInits() == 1)
    Source = Wrap->getInit(0);
  if (const VarDecl *Stream = baseVariable(Source))
    for (const DeclRefExpr *Use : Facts.usesOf(Stream))
      if (isWithin(Use->getBeginLoc(), Site.Loop->getBody(), SM)) {
        At = Use->getBeginLoc();
        return "the loop body uses " + quoted(Stream) +
               ", which deserialize_stream reads from while the loop runs";
      }
  return {};
}

/// The characters from \p Begin to the end of the token at \p Last, in the
/// file: invalid in a macro expansion. A '>' that ends a template argument
/// list is one character even where the lexer made it part of '>>'.
CharSourceRange fileRange(SourceLocation Begin, SourceLocation Last,
                          const SourceManager &SM, const LangOptions &LO) {
  // The '>' split off a '>>' is spelled in the scratch space and expanded
  // where the '>>' is written.
  if (Last.isMacroID()) {
    const SourceLocation Spelled = SM.getSpellingLoc(Last);
    const SourceLocation Expanded = SM.getExpansionLoc(Last);
    if (SM.isWrittenInScratchSpace(Spelled) &&
        *SM.getCharacterData(Spelled) == '>' && Expanded.isFileID() &&
        *SM.getCharacterData(Expanded) == '>')
      Last = Expanded;
  }
  if (Begin.isInvalid() || Last.isInvalid() || !Begin.isFileID() ||
      !Last.isFileID())
    return {};
  const SourceLocation End = *SM.getCharacterData(Last) == '>'
                                 ? Last.getLocWithOffset(1)
                                 : Lexer::getLocForEndOfToken(Last, 0, SM, LO);
  return CharSourceRange::getCharRange(Begin, End);
}
CharSourceRange fileRange(SourceRange R, const SourceManager &SM,
                          const LangOptions &LO) {
  return fileRange(R.getBegin(), R.getEnd(), SM, LO);
}

/// The declaration's range \p R, up to the loop that follows it when only
/// whitespace lies between (the loop then takes the declaration's place on
/// its line). Clang widens a removal with whitespace on both sides by one
/// character, which ending at the loop's first token avoids.
CharSourceRange upToLoop(CharSourceRange R, SourceLocation Loop,
                         const SourceManager &SM) {
  if (!Loop.isFileID() || SM.getFileID(Loop) != SM.getFileID(R.getEnd()))
    return R;
  const unsigned End = SM.getFileOffset(R.getEnd());
  const unsigned LoopAt = SM.getFileOffset(Loop);
  if (LoopAt < End)
    return R;
  const llvm::StringRef Between =
      SM.getBufferData(SM.getFileID(Loop)).substr(End, LoopAt - End);
  if (!Between.trim().empty())
    return R;
  return CharSourceRange::getCharRange(R.getBegin(), Loop);
}
} // namespace

StreamFix makeStreamFix(const ReadOnceSite &Site, const FunctionFacts &Facts,
                        const ParentWalk &Walk, const EntryPoints &Entries) {
  const ASTContext &Ctx = Walk.context();
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const SourceLocation CallLoc = Site.Call->getBeginLoc();
  if (Site.TryForm)
    return whyNot("a try_ read reports an error before the loop runs; "
                  "deserialize_stream reports it after the elements before it "
                  "(failed(), error())",
                  CallLoc);
  if (Site.Source.K == ReadSource::WholeText)
    return whyNot((llvm::Twine("the text is read whole from ") +
                   Site.Source.What + " first; pass the source itself to " +
                   markers::StreamReadName)
                      .str(),
                  Site.Source.From->getBeginLoc());
  // The read moves into the loop: nothing may run in between.
  const DeclStmt *Decl = nullptr;
  if (Site.Var) {
    Decl = Facts.DeclaredBy.lookup(Site.Var);
    if (!Decl || !Decl->isSingleDecl())
      return whyNot(quoted(Site.Var) +
                        " is declared together with other variables",
                    Site.Var->getLocation());
    const auto *Block = dyn_cast_or_null<CompoundStmt>(Walk.parentStmt(Decl));
    const Stmt *const *It = Block ? llvm::find(Block->body(), Decl) : nullptr;
    if (!Block || It == Block->body_end() || It + 1 == Block->body_end() ||
        *(It + 1) != Site.Loop)
      return whyNot("statements between the read and the loop would run "
                    "before the elements are read; move the loop right after "
                    "the read",
                    Site.Loop->getBeginLoc());
  }
  SourceLocation At;
  if (std::string Why = elementUse(Site, Facts, Walk, At); !Why.empty())
    return whyNot(std::move(Why), At);
  if (const Stmt *Exit = earlyExit(Site.Loop->getBody(), false))
    return whyNot("the loop can end before the last element; a stream would "
                  "not read the elements after it, nor report an error in "
                  "them",
                  Exit->getBeginLoc());
  if (const Stmt *Throwing = findThrowingCall(Site.Loop->getBody(), SM))
    return whyNot(throwingCallName(Throwing) +
                      " can throw in the loop body; over the container it "
                      "throws after every element was read and checked, over "
                      "a stream before the elements after it are read, so an "
                      "error in them would not be reported",
                  Throwing->getBeginLoc());
  if (std::string Why = argumentUse(Site, Facts, SM, At); !Why.empty())
    return whyNot(std::move(Why), At);
  if (!hasStreamOverload(Site.Entry, Entries))
    return whyNot((llvm::Twine(markers::StreamReadName) +
                   " with these arguments is not declared here (include " +
                   markers::UmbrellaHeader + ")")
                      .str(),
                  CallLoc);

  // The spelling: the callee's name, and the element type as written in the
  // container's template arguments.
  const auto *Callee =
      dyn_cast<DeclRefExpr>(Site.Call->getCallee()->IgnoreParenImpCasts());
  const TypeSourceInfo *Arg =
      Callee && Callee->getNumTemplateArgs() > 0
          ? Callee->getTemplateArgs()[0].getTypeSourceInfo()
          : nullptr;
  TypeLoc TL = Arg ? Arg->getTypeLoc() : TypeLoc();
  if (auto Elaborated = TL.getAs<ElaboratedTypeLoc>())
    TL = Elaborated.getNamedTypeLoc();
  const auto Spec = TL.getAs<TemplateSpecializationTypeLoc>();
  if (!Spec || Spec.getNumArgs() == 0 ||
      Spec.getArgLoc(0).getArgument().getKind() != TemplateArgument::Type)
    return whyNot("the read does not spell the element type of its container",
                  CallLoc);
  const CharSourceRange CallRange =
      fileRange(Site.Call->getSourceRange(), SM, LO);
  const CharSourceRange NameRange =
      fileRange(Callee->getNameInfo().getSourceRange(), SM, LO);
  const CharSourceRange ContainerRange =
      fileRange(Callee->getTemplateArgs()[0].getSourceRange().getBegin(),
                Spec.getRAngleLoc(), SM, LO);
  const CharSourceRange ElementRange = fileRange(
      Spec.getArgLoc(0).getTypeSourceInfo()->getTypeLoc().getSourceRange(), SM,
      LO);
  const CharSourceRange RangeInit =
      Site.Var ? fileRange(Site.Loop->getRangeInit()->getSourceRange(), SM, LO)
               : CharSourceRange();
  const CharSourceRange DeclRange =
      Decl ? fileRange(Decl->getSourceRange(), SM, LO) : CharSourceRange();
  if (CallRange.isInvalid() || NameRange.isInvalid() ||
      ContainerRange.isInvalid() || ElementRange.isInvalid() ||
      (Site.Var && (RangeInit.isInvalid() || DeclRange.isInvalid())))
    return whyNot("the read or the loop is written in a macro", CallLoc);
  const std::string Name =
      Callee->hasQualifier()
          ? markers::StreamReadName.str()
          : streamingName(Site.Entry, markers::StreamReadName);
  const llvm::StringRef Element = Lexer::getSourceText(ElementRange, SM, LO);

  StreamFix Fix;
  if (!Site.Var) {
    Fix.Edits.push_back(FixItHint::CreateReplacement(NameRange, Name));
    Fix.Edits.push_back(FixItHint::CreateReplacement(ContainerRange, Element));
    return Fix;
  }
  // The call's text with the two replacements, moved into the loop.
  const unsigned Base = SM.getFileOffset(CallRange.getBegin());
  std::string Text = Lexer::getSourceText(CallRange, SM, LO).str();
  const unsigned ContainerAt = SM.getFileOffset(ContainerRange.getBegin());
  Text.replace(ContainerAt - Base,
               SM.getFileOffset(ContainerRange.getEnd()) - ContainerAt,
               Element.str());
  const unsigned NameAt = SM.getFileOffset(NameRange.getBegin());
  Text.replace(NameAt - Base, SM.getFileOffset(NameRange.getEnd()) - NameAt,
               Name);
  Fix.Edits.push_back(FixItHint::CreateRemoval(
      upToLoop(DeclRange, Site.Loop->getBeginLoc(), SM)));
  Fix.Edits.push_back(FixItHint::CreateReplacement(RangeInit, Text));
  return Fix;
}

} // namespace clang::tidy::json
