// Taps before the app has started (docs/decisions/0042-the-visitor-in-the-page-and-early-taps.md).
// A server-rendered page is on screen before its app has hydrated it (decision 0035); in between, a
// button does nothing and React drops a click on markup it has not hydrated yet. This script, inline
// at the top of the page so it runs before the first paint, holds such clicks and submits and plays
// them again on the same elements once the app marks `<html data-app="ready">` (src/client/main.tsx),
// as Angular's event replay and Google's jsaction do. Links are left alone: they work without
// JavaScript. The policy allows this one inline script by its hash, and no other.
import { createHash } from 'node:crypto';

/** ES5, for every browser the page paints in; kept small (it is in every server-rendered page). */
export const EVENT_REPLAY_SCRIPT = `(function(d){
var root=d.documentElement,held=[];
var CONTROL='button,[role=button],label,input[type=submit],input[type=button],input[type=image],input[type=reset],input[type=checkbox],input[type=radio]';
function waiting(){return root.getAttribute('data-app')!=='ready';}
function hold(e){
if(!waiting()||!e.isTrusted)return;
var t=e.target;
if(e.type==='click'){
var el=t&&t.closest?t.closest(CONTROL+',a[href]'):null;
if(!el||el.tagName==='A'||el.disabled)return;
held.push(function(){if(el.isConnected)el.click();});
}else{
var form=t,by=e.submitter;
held.push(function(){if(form.isConnected)form.requestSubmit(by&&by.isConnected?by:undefined);});
}
e.preventDefault();
e.stopImmediatePropagation();
}
d.addEventListener('click',hold,true);
d.addEventListener('submit',hold,true);
new MutationObserver(function(_,o){
if(waiting())return;
o.disconnect();
d.removeEventListener('click',hold,true);
d.removeEventListener('submit',hold,true);
setTimeout(function(){held.splice(0).forEach(function(f){f();});},0);
}).observe(root,{attributes:true,attributeFilter:['data-app']});
})(document);`;

/** The CSP source that lets this script, and only it, run inline. */
export const EVENT_REPLAY_CSP_SOURCE = `'sha256-${createHash('sha256').update(EVENT_REPLAY_SCRIPT).digest('base64')}'`;
